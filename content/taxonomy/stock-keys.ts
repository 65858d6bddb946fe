/**
 * What a taxonomy leaf sells, by name: its size system and its garment styles. The seed
 * defines each one (src/server/seed/vocabulary/sizes.ts and garment-styles.ts); their
 * `satisfies Record<…Key, …>` makes the type checker hold both lists in step with these.
 */
export const SIZE_SYSTEM_KEYS = [
  'letter',
  'shoe-eu-women',
  'shoe-eu-men',
  'waist',
  'suit-eu',
  'one-size',
] as const;
export type SizeSystemKey = (typeof SIZE_SYSTEM_KEYS)[number];

export const GARMENT_STYLE_KEYS = [
  'dress',
  'blouse',
  'top',
  'tshirt',
  'shirt',
  'jumper',
  'cardigan',
  'trousers',
  'chinos',
  'jeans',
  'shorts',
  'skirt',
  'coat',
  'trench',
  'jacket',
  'blazer',
  'suit',
  'sneakers',
  'boots',
  'loafers',
  'sandals',
  'tote',
  'crossbody',
  'backpack',
  'scarf',
  'square-scarf',
  'belt',
] as const;
export type GarmentStyleKey = (typeof GARMENT_STYLE_KEYS)[number];

/**
 * The garment kinds the image renderer can draw. The seed's taxonomy assigns one to each
 * garment style, and the media route accepts only these in URLs.
 */
export const GARMENT_KINDS = [
  'dress',
  'top',
  'tshirt',
  'shirt',
  'knit',
  'cardigan',
  'trousers',
  'jeans',
  'shorts',
  'skirt',
  'coat',
  'jacket',
  'suit',
  'sneaker',
  'boot',
  'loafer',
  'sandal',
  'bag',
  'backpack',
  'scarf',
  'belt',
] as const;
export type GarmentKind = (typeof GARMENT_KINDS)[number];

/** Views of a product image: the front, and a back (or, for shoes and bags, a detail) view. */
export const IMAGE_VIEWS = ['front', 'back'] as const;
export type ImageView = (typeof IMAGE_VIEWS)[number];

const kindSet: ReadonlySet<string> = new Set(GARMENT_KINDS);
const viewSet: ReadonlySet<string> = new Set(IMAGE_VIEWS);

export function isGarmentKind(value: string): value is GarmentKind {
  return kindSet.has(value);
}

export function isImageView(value: string): value is ImageView {
  return viewSet.has(value);
}

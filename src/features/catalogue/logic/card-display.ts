/** What a product card shows (spec §9 "Product card defaults"). */
export interface CardDisplay {
  brand: boolean;
  price: boolean;
  title: boolean;
  swatches: boolean;
  favourite: boolean;
  /** the record's position in the results ("ranking") */
  ranking: boolean;
  lowStock: boolean;
}

export const CARD_DISPLAY_DEFAULTS: CardDisplay = {
  brand: true,
  price: true,
  title: true,
  swatches: true,
  favourite: true,
  ranking: false,
  lowStock: false,
};

export function cardDisplay(overrides: Partial<CardDisplay> | undefined): CardDisplay {
  return { ...CARD_DISPLAY_DEFAULTS, ...overrides };
}

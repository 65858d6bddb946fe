/**
 * Which card scheme a number belongs to, from its first digits (the issuer identification
 * ranges the schemes publish), for the brand logo beside the field and for the payment's
 * brand; and the brand codes the payment payloads carry (spec §5 "Card type map").
 */

export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'american-express',
  'unionpay',
  'discover',
  'diners-club',
  'jcb',
  'maestro',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Prefix ranges, checked in order: the more specific ranges first. */
const RANGES: ReadonlyArray<readonly [CardBrand, ReadonlyArray<readonly [number, number]>]> = [
  [
    'american-express',
    [
      [34, 34],
      [37, 37],
    ],
  ],
  [
    'diners-club',
    [
      [300, 305],
      [36, 36],
      [38, 39],
    ],
  ],
  ['jcb', [[3528, 3589]]],
  [
    'maestro',
    [
      [5018, 5018],
      [5020, 5020],
      [5038, 5038],
      [5893, 5893],
      [6304, 6304],
      [6759, 6759],
      [6761, 6763],
    ],
  ],
  [
    'mastercard',
    [
      [51, 55],
      [2221, 2720],
    ],
  ],
  [
    'discover',
    [
      [6011, 6011],
      [644, 649],
      [65, 65],
    ],
  ],
  [
    'unionpay',
    [
      [62, 62],
      [81, 81],
    ],
  ],
  ['visa', [[4, 4]]],
];

/** The brand of a (partly) typed number, or undefined while no range matches yet. */
export function detectCardBrand(typed: string): CardBrand | undefined {
  const digits = typed.replace(/\D/g, '');
  for (const [brand, ranges] of RANGES) {
    for (const [low, high] of ranges) {
      const width = String(low).length;
      if (digits.length < width) continue;
      const prefix = Number(digits.slice(0, width));
      if (prefix >= low && prefix <= high) return brand;
    }
  }
  return undefined;
}

/**
 * The brand as payment payloads name it: the spec's map (mastercard → mc, american-express →
 * amex, unionpay → cup), and the same provider codes for the brands it does not list.
 */
const TYPE_CODES: Record<CardBrand, string> = {
  visa: 'visa',
  mastercard: 'mc',
  'american-express': 'amex',
  unionpay: 'cup',
  discover: 'discover',
  'diners-club': 'diners',
  jcb: 'jcb',
  maestro: 'maestro',
};

export function cardTypeCode(brand: CardBrand): string {
  return TYPE_CODES[brand];
}

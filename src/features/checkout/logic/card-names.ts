/**
 * The names shoppers know card schemes by, for a detected brand (card-brand.ts's CardBrand) or
 * a brand as payloads and stored cards carry it (visa, mc, amex, cup …). Scheme names are
 * marks, written the same in every language, as the cards themselves print them.
 */
import type { CardBrand } from '../../../shared/payments/card-brand';

const NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  mc: 'Mastercard',
  'american-express': 'American Express',
  amex: 'American Express',
  unionpay: 'UnionPay',
  cup: 'UnionPay',
  discover: 'Discover',
  'diners-club': 'Diners Club',
  diners: 'Diners Club',
  jcb: 'JCB',
  maestro: 'Maestro',
  'cartes-bancaires': 'Cartes Bancaires',
};

/** The scheme's name, or undefined for a brand this list does not know ("a card"). */
export const cardName = (brand: CardBrand | string | undefined): string | undefined =>
  brand === undefined ? undefined : NAMES[brand];

/** The mark a logo is drawn for: a payload code as its brand's (mc → mastercard). */
const MARKS: Record<string, string> = {
  mc: 'mastercard',
  'american-express': 'amex',
  cup: 'unionpay',
  'diners-club': 'diners',
};

export const cardMark = (brand: string): string => MARKS[brand] ?? brand;

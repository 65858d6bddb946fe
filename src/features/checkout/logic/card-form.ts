/**
 * The card form's rules (spec §5), pure: the number shown in the groups its scheme prints
 * (4-6-5 on American Express, 4-4-4-4 on most), the expiry as MM/YY, and every problem of the
 * form found at once — the number by the Luhn check, the expiry not past, the security code 3
 * digits (4 on American Express), the name on the card — with the shared card rules the
 * provider applies after decrypting (src/shared/payments/card-number.ts).
 */
import { hasForbiddenCharacters } from '../../../shared/address/validate-address';
import { detectCardBrand, type CardBrand } from '../../../shared/payments/card-brand';
import {
  isExpired,
  isValidCardNumber,
  isValidSecurityCode,
  parseExpiry,
} from '../../../shared/payments/card-number';

export interface CardValues {
  number: string;
  /** MM/YY as typed */
  expiry: string;
  cvc: string;
  holderName: string;
}

export type CardField = keyof CardValues;

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '', holderName: '' };

/** The provider's limit on a holder name (PaymentBodySchema). */
export const HOLDER_NAME_MAX = 100;

const MAX_DIGITS = 19;

const GROUPS: Partial<Record<CardBrand, readonly number[]>> = {
  'american-express': [4, 6, 5],
  'diners-club': [4, 6, 4],
};

/** The digits typed so far, in the groups of the card's scheme: "4111 1111 1111 1111". */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, MAX_DIGITS);
  const sizes = GROUPS[detectCardBrand(digits) ?? 'visa'] ?? [4, 4, 4, 4, 3];
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) groups.push(digits.slice(at));
  return groups.join(' ');
}

/**
 * The expiry as MM/YY while it is typed: the slash comes by itself after the month; a month
 * typed with its own slash ("3/") gets its zero; a four-digit year (autofill's "03/2029")
 * keeps its last two digits.
 */
export function formatExpiry(typed: string): string {
  if (typed.includes('/')) {
    const [monthPart = '', yearPart = ''] = typed.split('/');
    let month = monthPart.replace(/\D/g, '').slice(0, 2);
    if (month.length === 1 && month !== '0') month = `0${month}`;
    const yearDigits = yearPart.replace(/\D/g, '');
    const year = yearDigits.length === 4 ? yearDigits.slice(2) : yearDigits.slice(0, 2);
    return month ? `${month}/${year}` : '';
  }
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export type CardProblem =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'INVALID_CHARACTERS'
  | 'CARD_NUMBER_INVALID'
  | 'CARD_EXPIRY_INVALID'
  | 'CARD_EXPIRED'
  | 'CARD_SECURITY_CODE_INVALID';

/** A card that passed every rule, as encrypt-card.ts takes it, with the holder's name. */
export interface CheckedCard {
  digits: string;
  brand: CardBrand | undefined;
  expiryMonth: string;
  /** four digits */
  expiryYear: string;
  cvc: string;
  holderName: string;
}

export type CardValidation =
  | { valid: true; card: CheckedCard; errors: Partial<Record<CardField, CardProblem[]>> }
  | { valid: false; errors: Partial<Record<CardField, CardProblem[]>> };

export function validateCard(values: CardValues, now: Date): CardValidation {
  const errors: Partial<Record<CardField, CardProblem[]>> = {};
  const digits = values.number.replace(/\D/g, '');
  if (digits === '') errors.number = ['REQUIRED'];
  else if (!isValidCardNumber(digits)) errors.number = ['CARD_NUMBER_INVALID'];

  const [month = '', year = ''] = values.expiry.trim().split('/');
  const expiry = parseExpiry(month.trim(), year.trim());
  if (values.expiry.trim() === '') errors.expiry = ['REQUIRED'];
  else if (!expiry) errors.expiry = ['CARD_EXPIRY_INVALID'];
  else if (isExpired(expiry, now)) errors.expiry = ['CARD_EXPIRED'];

  const cvc = values.cvc.trim();
  if (cvc === '') errors.cvc = ['REQUIRED'];
  // 3 digits, or 4 when the number is American Express's
  else if (!isValidSecurityCode(cvc, digits)) errors.cvc = ['CARD_SECURITY_CODE_INVALID'];

  const holderName = values.holderName.trim().replace(/\s+/gu, ' ');
  const nameProblems: CardProblem[] = [];
  if (holderName === '') nameProblems.push('REQUIRED');
  if (holderName.length > HOLDER_NAME_MAX) nameProblems.push('TOO_LONG');
  if (hasForbiddenCharacters(holderName)) nameProblems.push('INVALID_CHARACTERS');
  if (nameProblems.length > 0) errors.holderName = nameProblems;

  if (Object.keys(errors).length > 0 || !expiry) return { valid: false, errors };
  return {
    valid: true,
    errors,
    card: {
      digits,
      brand: detectCardBrand(digits),
      expiryMonth: String(expiry.month).padStart(2, '0'),
      expiryYear: String(expiry.year),
      cvc,
      holderName,
    },
  };
}

/**
 * Card number, expiry and security code rules, the same in the browser (before encrypting) and
 * in the provider (after decrypting), and the Luhn check the log redaction also uses.
 */
import { detectCardBrand } from './card-brand';

/** The digits of a card number as typed: spaces and dashes between groups are dropped. */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The Luhn checksum every payment card number satisfies (and 9 in 10 other numbers fail). */
export function passesLuhn(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 12 to 19 digits (ISO/IEC 7812) that pass the Luhn check. */
export function isValidCardNumber(digits: string): boolean {
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}

export interface CardExpiry {
  month: number;
  /** four digits */
  year: number;
}

/** The expiry as typed ("3", "03"; "30", "2030"), or null when it is no month and year. */
export function parseExpiry(month: string, year: string): CardExpiry | null {
  if (!/^\d{1,2}$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return null;
  const m = Number(month);
  const y = year.length === 2 ? 2000 + Number(year) : Number(year);
  if (m < 1 || m > 12 || y < 2000 || y > 2099) return null;
  return { month: m, year: y };
}

/** A card works until the end of its expiry month (in UTC: the provider's clock). */
export function isExpired(expiry: CardExpiry, now: Date): boolean {
  const firstDayAfter = Date.UTC(expiry.year, expiry.month, 1);
  return now.getTime() >= firstDayAfter;
}

/** Three digits, or four on American Express cards. */
export function isValidSecurityCode(code: string, digits: string): boolean {
  const length = detectCardBrand(digits) === 'american-express' ? 4 : 3;
  return code.length === length && /^\d+$/.test(code);
}

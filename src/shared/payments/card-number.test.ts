import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  isExpired,
  isValidCardNumber,
  isValidSecurityCode,
  parseExpiry,
} from './card-number';

describe('card numbers', () => {
  it('accepts 12 to 19 digits that pass the Luhn check, typed with spaces or dashes', () => {
    expect(isValidCardNumber(cardDigits('4111 1111 1111 1111'))).toBe(true);
    expect(isValidCardNumber(cardDigits('3782-822463-10005'))).toBe(true);
  });

  it('refuses a wrong check digit, letters and lengths no card has', () => {
    expect(isValidCardNumber('4111111111111112')).toBe(false);
    expect(isValidCardNumber('4111a11111111111')).toBe(false);
    expect(isValidCardNumber('42')).toBe(false);
    expect(isValidCardNumber('4'.repeat(20))).toBe(false);
  });
});

describe('expiry', () => {
  it('reads one- or two-digit months and two- or four-digit years', () => {
    expect(parseExpiry('3', '30')).toEqual({ month: 3, year: 2030 });
    expect(parseExpiry('03', '2030')).toEqual({ month: 3, year: 2030 });
    expect(parseExpiry('13', '2030')).toBeNull();
    expect(parseExpiry('0', '2030')).toBeNull();
    expect(parseExpiry('3', '203')).toBeNull();
  });

  it('lets a card work until the end of its expiry month', () => {
    const card = { month: 3, year: 2030 };
    expect(isExpired(card, new Date('2030-03-31T23:59:59Z'))).toBe(false);
    expect(isExpired(card, new Date('2030-04-01T00:00:00Z'))).toBe(true);
    expect(isExpired({ month: 12, year: 2029 }, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('security codes', () => {
  it('wants three digits, or four on American Express', () => {
    expect(isValidSecurityCode('737', '4111111111111111')).toBe(true);
    expect(isValidSecurityCode('7373', '4111111111111111')).toBe(false);
    expect(isValidSecurityCode('7373', '378282246310005')).toBe(true);
    expect(isValidSecurityCode('737', '378282246310005')).toBe(false);
    expect(isValidSecurityCode('7a7', '4111111111111111')).toBe(false);
  });
});

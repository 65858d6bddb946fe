import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, validateCard } from './card-form';

const NOW = new Date('2026-05-15T12:00:00Z');
const card = (more = {}) => ({
  number: '4111 1111 1111 1111',
  expiry: '05/26',
  cvc: '737',
  holderName: ' Ada   Lovelace ',
  ...more,
});

describe('the card form rules', () => {
  it('groups a number as its scheme prints it, digits only, at most 19', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 11')).toBe('4111 1111 11');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('36227206271667')).toBe('3622 720627 1667');
    expect(formatCardNumber('6250947000000014123456')).toBe('6250 9470 0000 0014 123');
  });

  it('writes the expiry as MM/YY while it is typed', () => {
    expect(formatExpiry('0')).toBe('0');
    expect(formatExpiry('03')).toBe('03');
    expect(formatExpiry('033')).toBe('03/3');
    expect(formatExpiry('0330')).toBe('03/30');
    expect(formatExpiry('3/')).toBe('03/');
    expect(formatExpiry('3/29')).toBe('03/29');
    expect(formatExpiry('03/2029')).toBe('03/29');
    expect(formatExpiry('03/')).toBe('03/');
    expect(formatExpiry('/')).toBe('');
  });

  it('passes a good card, tidied, with its scheme and a four-digit year', () => {
    expect(validateCard(card(), NOW)).toEqual({
      valid: true,
      errors: {},
      card: {
        digits: '4111111111111111',
        brand: 'visa',
        expiryMonth: '05',
        expiryYear: '2026',
        cvc: '737',
        holderName: 'Ada Lovelace',
      },
    });
  });

  it('reports every broken rule at once', () => {
    const checked = validateCard(
      { number: '4111 1111 1111 1112', expiry: '04/26', cvc: '7373', holderName: 'Ada 🙂' },
      NOW,
    );
    expect(checked).toEqual({
      valid: false,
      errors: {
        number: ['CARD_NUMBER_INVALID'],
        expiry: ['CARD_EXPIRED'],
        cvc: ['CARD_SECURITY_CODE_INVALID'],
        holderName: ['INVALID_CHARACTERS'],
      },
    });
    expect(
      validateCard(card({ expiry: '13/26', holderName: 'x'.repeat(101) }), NOW).errors,
    ).toEqual({
      expiry: ['CARD_EXPIRY_INVALID'],
      holderName: ['TOO_LONG'],
    });
    expect(validateCard({ number: '', expiry: '', cvc: '', holderName: '  ' }, NOW).errors).toEqual(
      {
        number: ['REQUIRED'],
        expiry: ['REQUIRED'],
        cvc: ['REQUIRED'],
        holderName: ['REQUIRED'],
      },
    );
  });

  it('asks 4 digits of an American Express card, 3 of others', () => {
    const amex = { number: '3782 822463 10005' };
    expect(validateCard(card({ ...amex, cvc: '7373' }), NOW).valid).toBe(true);
    expect(validateCard(card({ ...amex, cvc: '737' }), NOW).errors.cvc).toEqual([
      'CARD_SECURITY_CODE_INVALID',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { cardTypeCode, detectCardBrand } from './card-brand';

describe('detectCardBrand', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'],
    ['3782 822463 10005', 'american-express'],
    ['6250 9470 0000 0014', 'unionpay'],
    ['6011111111111117', 'discover'],
    ['36227206271667', 'diners-club'],
    ['3566002020360505', 'jcb'],
    ['6759649826438453', 'maestro'],
  ])('knows %s as %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('names a brand from the first digits typed, and none before a range matches', () => {
    expect(detectCardBrand('4')).toBe('visa');
    expect(detectCardBrand('37')).toBe('american-express');
    expect(detectCardBrand('3')).toBeUndefined();
    expect(detectCardBrand('')).toBeUndefined();
    expect(detectCardBrand('9999 9999')).toBeUndefined();
  });
});

describe('cardTypeCode (spec §5 card type map)', () => {
  it('maps mastercard to mc, american-express to amex and unionpay to cup', () => {
    expect(cardTypeCode('mastercard')).toBe('mc');
    expect(cardTypeCode('american-express')).toBe('amex');
    expect(cardTypeCode('unionpay')).toBe('cup');
  });

  it('keeps the provider codes of the brands the spec does not list', () => {
    expect(cardTypeCode('visa')).toBe('visa');
    expect(cardTypeCode('diners-club')).toBe('diners');
  });
});

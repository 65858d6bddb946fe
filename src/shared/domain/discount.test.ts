import { describe, expect, it } from 'vitest';
import { discountPercent, displayDiscount, roundDiscount } from './discount';

describe('discount display (spec §5)', () => {
  it('computes the card discount from list and sale', () => {
    expect(discountPercent(10000, 7000)).toBe(30);
    expect(discountPercent(10000, 10000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
  it('rounds to whole at or above 1 and to two decimals below', () => {
    expect(roundDiscount(33.333)).toBe(33);
    expect(roundDiscount(0.456)).toBe(0.46);
    expect(displayDiscount(10000, 9955, 'en')).toBe(0.45);
    expect(displayDiscount(3000, 2000, 'fr')).toBe(33);
  });
  it('inverts to the tenths style for Chinese', () => {
    expect(displayDiscount(10000, 7000, 'zh')).toBe(7);
    expect(displayDiscount(10000, 7500, 'zh-hant')).toBe(7.5);
    expect(displayDiscount(10000, 9955, 'zh')).toBe(99.55);
  });
});

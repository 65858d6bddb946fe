/**
 * The rounding table in three currencies through the whole engine: pence (GBP), whole yen (JPY)
 * and whole dirhams (AED, 0 decimals per spec §9), so a zero-decimal discount is whole units.
 */
import { describe, expect, it } from 'vitest';
import type { PromotionDiscount } from '../../shared/domain/promotions';
import { priceCart } from './price-cart';
import { campaign, line, NOW, promotion } from './testing/builders';
import type { CartLineInput } from './types';

function off(lines: CartLineInput[], discount: PromotionDiscount) {
  const cart = priceCart({
    lines,
    campaigns: [campaign('c', [promotion('x', discount)])],
    now: NOW,
  });
  return cart.lines.map((l) => l.discountTotal);
}
const item33: PromotionDiscount = { component: 'ITEM', type: 'PERCENT_OFF', amount: 33 };
const basket33: PromotionDiscount = { component: 'BASKET', type: 'PERCENT_OFF', amount: 33 };

describe('rounding table', () => {
  it.each([
    // [currency, unit price, quantity, 33 % of the line]
    ['GBP £49.95', 4995, 1, 1648], // 1648.35
    ['GBP £0.01', 1, 1, 0], // 0.33
    ['GBP £0.03', 3, 1, 1], // 0.99
    ['GBP £1.50', 150, 1, 50], // 49.5 up
    ['GBP £3.33 × 3', 333, 3, 330], // 329.67 on the line, not 3 × 109.89
    ['JPY ¥9,900', 9900, 1, 3267],
    ['JPY ¥1,999', 1999, 1, 660], // 659.67
    ['JPY ¥15,001 × 3', 15_001, 3, 14_851], // 14850.99
    ['AED 245', 245, 1, 81], // 80.85
    ['AED 185', 185, 1, 61], // 61.05
    ['AED 1,005', 1005, 1, 332], // 331.65
  ])('33 %% off %s: %d', (_, unit, quantity, expected) => {
    expect(off([line('a', unit, quantity)], item33)).toEqual([expected]);
  });

  it('splits a zero-decimal basket discount in whole units that add up exactly', () => {
    // AED 245 + 185 + 95 = 525; 33 % = 173.25 → 173, shared 80.73 / 60.96 / 31.30 → 81, 61, 31
    const shares = off([line('a', 245), line('b', 185), line('c', 95)], basket33);
    expect(shares).toEqual([81, 61, 31]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(173);
  });

  it('overrides below cost in yen: ¥12,900 to ¥1', () => {
    expect(
      off([line('a', 12_900, 2)], { component: 'ITEM', type: 'VALUE_OVERRIDE', amount: 1 }),
    ).toEqual([25_798]);
  });
});

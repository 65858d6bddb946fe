import { describe, expect, it } from 'vitest';
import { formatMoney } from './currency';
import { formatPromotionTiers, type TierTextFormat } from './promotion-tiers';
import type { PromotionDiscount } from './promotions';

const gbp: TierTextFormat = {
  money: (minor) => formatMoney(minor, 'GBP', 'GB', 'en-GB'),
  percent: (value) => `${value}%`,
  count: String,
  tier: ({ tierType, min, amount }) =>
    tierType === 'ITEM_COUNT' ? `Buy ${min}: ${amount} off` : `Spend ${min}: ${amount} off`,
};

describe('formatPromotionTiers (spec §9: tiers joined by " | ")', () => {
  it('writes each tier, lowest first, joined by " | "', () => {
    const discount: PromotionDiscount = {
      component: 'ITEM',
      type: 'PERCENT_OFF',
      tierDiscount: {
        tierType: 'ITEM_COUNT',
        tiers: [
          { min: 3, discountAmount: 20 },
          { min: 2, discountAmount: 10 },
        ],
      },
    };
    expect(formatPromotionTiers(discount, gbp)).toBe('Buy 2: 10% off | Buy 3: 20% off');
  });

  it('formats money amounts and basket minimums with the money formatter', () => {
    const discount: PromotionDiscount = {
      component: 'BASKET',
      type: 'VALUE_OFF',
      tierDiscount: {
        tierType: 'BASKET_TOTAL',
        tiers: [
          { min: 5000, discountAmount: 500 },
          { min: 10_000, discountAmount: 1500 },
        ],
      },
    };
    expect(formatPromotionTiers(discount, gbp)).toBe(
      'Spend £50.00: £5.00 off | Spend £100.00: £15.00 off',
    );
    expect(formatPromotionTiers(discount, { ...gbp, separator: ' / ' })).toContain(' / ');
  });

  it('is empty for a discount without tiers', () => {
    expect(formatPromotionTiers({ component: 'ITEM', type: 'PERCENT_OFF', amount: 10 }, gbp)).toBe(
      '',
    );
  });
});

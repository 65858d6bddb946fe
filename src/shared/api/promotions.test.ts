import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import type { Campaign, StoredCampaign, StoredVoucher, Voucher } from '../domain/promotions';
import type { StoredVoucherSchema } from './promotions';
import {
  CampaignSchema,
  PromotionsResponseSchema,
  StoredCampaignSchema,
  VoucherSchema,
} from './promotions';

const CAMPAIGN: Campaign = {
  id: 'summer',
  name: 'Summer sale',
  status: 'ACTIVE',
  start: 1_750_000_000_000,
  end: 1_750_000_600_000,
  data: { promotionFormatting: { tierSeparator: ' | ' }, promotionLocations: ['productCardBadge'] },
  items: ['p1', 'p2'],
  promotions: [
    {
      id: 'buy-more',
      name: 'Buy more, save more',
      messageId: 'PROMO.BUY_MORE',
      priority: 1,
      stackable: false,
      discount: {
        component: 'ITEM',
        type: 'PERCENT_OFF',
        conditions: { itemQuantity: { min: 2 }, shippingMethod: 'STANDARD' },
        tierDiscount: {
          tierType: 'ITEM_COUNT',
          tiers: [
            { min: 2, discountAmount: 10 },
            { min: 3, discountAmount: 12.5 },
          ],
        },
      },
      content: [
        {
          area: 'productCardBadge',
          type: 'badge',
          content: { text: '2 for 10 % off', html: '<b>2</b> for less' },
          styling: { backgroundColor: '#c00', color: 'white' },
        },
      ],
    },
  ],
};

describe('promotion schemas', () => {
  it('describe the same shapes as the domain types', () => {
    expectTypeOf<Static<typeof CampaignSchema>>().toEqualTypeOf<Campaign>();
    expectTypeOf<Static<typeof StoredCampaignSchema>>().toEqualTypeOf<StoredCampaign>();
    expectTypeOf<Static<typeof VoucherSchema>>().toEqualTypeOf<Voucher>();
    expectTypeOf<Static<typeof StoredVoucherSchema>>().toEqualTypeOf<StoredVoucher>();
  });

  it('accept a campaign in one currency and the promotions response', () => {
    expect(Value.Check(CampaignSchema, CAMPAIGN)).toBe(true);
    expect(Value.Check(PromotionsResponseSchema, { currency: 'GBP', campaigns: [CAMPAIGN] })).toBe(
      true,
    );
  });

  it('accept a stored campaign with money per currency, and refuse it unresolved', () => {
    const stored: StoredCampaign = {
      ...CAMPAIGN,
      promotions: [
        {
          ...CAMPAIGN.promotions[0]!,
          discount: { component: 'BASKET', type: 'VALUE_OFF', amount: { GBP: 500, AED: 25 } },
        },
      ],
    };
    expect(Value.Check(StoredCampaignSchema, stored)).toBe(true);
    expect(Value.Check(CampaignSchema, stored)).toBe(false);
  });

  const broken: Array<[string, (c: Campaign) => unknown]> = [
    ['a percentage over 100', (c) => ({ ...c.promotions[0]!.discount, amount: 101 })],
    ['a fractional money amount', () => ({ component: 'ITEM', type: 'VALUE_OFF', amount: 1.5 })],
    ['an unknown component', () => ({ component: 'ORDER', type: 'VALUE_OFF', amount: 1 })],
    [
      'an unknown shipping method',
      () => ({
        component: 'SHIPPING',
        type: 'VALUE_OFF',
        amount: 1,
        conditions: { shippingMethod: 'DRONE' },
      }),
    ],
  ];
  it.each(broken)('refuse a discount with %s', (_, discount) => {
    const campaign = {
      ...CAMPAIGN,
      promotions: [{ ...CAMPAIGN.promotions[0]!, discount: discount(CAMPAIGN) }],
    };
    expect(Value.Check(CampaignSchema, campaign)).toBe(false);
  });

  it('hold every string to the text boundary', () => {
    expect(Value.Check(CampaignSchema, { ...CAMPAIGN, name: 'bad\u0000name' })).toBe(false);
    expect(Value.Check(CampaignSchema, { ...CAMPAIGN, id: 'x'.repeat(65) })).toBe(false);
    expect(Value.Check(CampaignSchema, { ...CAMPAIGN, status: 'PAUSED' })).toBe(false);
  });

  it('take voucher codes in their stored form only', () => {
    const v: Voucher = {
      code: 'WELCOME-10',
      name: 'Welcome',
      message: '10 off',
      validFrom: 0,
      validTo: 1,
      singleUse: true,
      promotion: {
        id: 'w',
        name: 'Welcome',
        messageId: 'VOUCHER.WELCOME',
        discount: { component: 'BASKET', type: 'VALUE_OFF', amount: 1000 },
      },
    };
    expect(Value.Check(VoucherSchema, v)).toBe(true);
    expect(Value.Check(VoucherSchema, { ...v, code: 'welcome 10' })).toBe(false);
  });
});

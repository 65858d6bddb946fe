import { describe, expect, it } from 'vitest';
import type { StoredCampaign, StoredVoucher } from '../../shared/domain/promotions';
import { resolveCampaign, resolveCampaigns, resolveVoucher } from './resolve-currency';

const STORED: StoredCampaign = {
  id: 'spend-more',
  name: 'Spend more, save more',
  status: 'ACTIVE',
  start: 0,
  end: 1000,
  data: { promotionFormatting: {}, promotionLocations: ['productCardBadge'] },
  items: [],
  promotions: [
    {
      id: 'tiered',
      name: 'Spend more',
      messageId: 'PROMO.SPEND',
      content: [],
      discount: {
        component: 'BASKET',
        type: 'VALUE_OFF',
        conditions: { basketTotal: { min: { GBP: 2000, AED: 100 } }, shippingMethod: 'STANDARD' },
        tierDiscount: {
          tierType: 'BASKET_TOTAL',
          tiers: [{ min: { GBP: 5000, AED: 250 }, discountAmount: { GBP: 500, AED: 25 } }],
        },
      },
    },
    {
      id: 'pct',
      name: 'Two for less',
      messageId: 'PROMO.TWO',
      content: [],
      discount: {
        component: 'ITEM',
        type: 'PERCENT_OFF',
        amount: 5,
        tierDiscount: { tierType: 'ITEM_COUNT', tiers: [{ min: 2, discountAmount: 12.5 }] },
      },
    },
  ],
};

describe('resolveCampaign', () => {
  it('picks every money amount in the site currency and keeps percentages and counts', () => {
    const resolved = resolveCampaign(STORED, 'AED');
    expect(resolved.ok).toBe(true);
    if (!resolved.ok) return;
    const [spend, pct] = resolved.value.promotions;
    expect(spend!.discount).toEqual({
      component: 'BASKET',
      type: 'VALUE_OFF',
      conditions: { basketTotal: { min: 100 }, shippingMethod: 'STANDARD' },
      tierDiscount: { tierType: 'BASKET_TOTAL', tiers: [{ min: 250, discountAmount: 25 }] },
    });
    expect(pct!.discount).toEqual(STORED.promotions[1]!.discount);
  });

  it('refuses the whole campaign when one amount is missing in the currency', () => {
    expect(resolveCampaign(STORED, 'JPY')).toEqual({
      ok: false,
      reason: 'promotion tiered basketTotal has no JPY amount',
    });
  });

  it.each([
    ['an amount that is not whole minor units', { GBP: 5.5 }, 'not a whole number'],
    ['a negative amount', { GBP: -1 }, 'not a whole number'],
  ])('refuses %s', (_, amount, reason) => {
    const stored: StoredCampaign = {
      ...STORED,
      promotions: [
        { ...STORED.promotions[0]!, discount: { component: 'ITEM', type: 'VALUE_OFF', amount } },
      ],
    };
    const resolved = resolveCampaign(stored, 'GBP');
    expect(resolved.ok).toBe(false);
    expect(!resolved.ok && resolved.reason).toContain(reason);
  });

  it('refuses a campaign the engine could not apply as written', () => {
    const withDiscount = (
      discount: StoredCampaign['promotions'][number]['discount'],
      gift = false,
    ) =>
      resolveCampaign(
        {
          ...STORED,
          promotions: [
            {
              ...STORED.promotions[1]!,
              discount,
              ...(gift ? { gift: { productId: 'p', sku: 's' } } : {}),
            },
          ],
        },
        'GBP',
      );
    expect(withDiscount({ component: 'ITEM', type: 'PERCENT_OFF' })).toMatchObject({ ok: false });
    expect(withDiscount({ component: 'ITEM', type: 'PERCENT_OFF', amount: 101 })).toMatchObject({
      ok: false,
    });
    expect(
      withDiscount({ component: 'BASKET', type: 'VALUE_OVERRIDE', amount: { GBP: 0 } }, true),
    ).toMatchObject({ ok: false, reason: 'gift promotion pct is not on the ITEM component' });
    expect(resolveCampaign({ ...STORED, end: 0 }, 'GBP')).toMatchObject({ ok: false });
  });

  it('resolves a list, saying which campaigns it refused and why', () => {
    const gbpOnly: StoredCampaign = {
      ...STORED,
      id: 'gbp-only',
      promotions: [STORED.promotions[1]!],
    };
    const { campaigns, refused } = resolveCampaigns([STORED, gbpOnly], 'JPY');
    expect(campaigns.map((c) => c.id)).toEqual(['gbp-only']);
    expect(refused).toEqual([{ id: 'spend-more', reason: expect.stringContaining('JPY') }]);
  });
});

describe('resolveVoucher', () => {
  const STORED_VOUCHER: StoredVoucher = {
    code: 'WELCOME10',
    name: 'Welcome',
    message: '10 off',
    validFrom: 0,
    validTo: 1000,
    minimumBasket: { GBP: 5000, EUR: 6000 },
    singleUse: true,
    promotion: {
      id: 'welcome',
      name: 'Welcome',
      messageId: 'VOUCHER.WELCOME',
      discount: { component: 'BASKET', type: 'VALUE_OFF', amount: { GBP: 1000, EUR: 1200 } },
    },
  };

  it('resolves the minimum and the discount to the currency', () => {
    const resolved = resolveVoucher(STORED_VOUCHER, 'EUR');
    expect(resolved).toMatchObject({
      ok: true,
      value: { minimumBasket: 6000, promotion: { discount: { amount: 1200 } } },
    });
  });

  it('refuses a voucher with no amount in the currency', () => {
    expect(resolveVoucher(STORED_VOUCHER, 'AED')).toEqual({
      ok: false,
      reason: 'minimumBasket has no AED amount',
    });
  });
});

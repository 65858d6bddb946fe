import { describe, expect, it } from 'vitest';
import type { PromotionDiscount } from '../../shared/domain/promotions';
import { giftSkus } from './gifts';
import { priceCart } from './price-cart';
import { campaign, line, NOW, promotion } from './testing/builders';

const TOTE = { productId: 'tote', sku: 'tote-one' };
const TOTE_PRICE = new Map([['tote-one', { unitList: 2500, unitSale: 2000 }]]);

function giftCampaign(discount: Partial<PromotionDiscount> = {}, items: string[] = []) {
  return campaign(
    'gwp',
    [
      promotion(
        'tote',
        {
          component: 'ITEM',
          type: 'VALUE_OVERRIDE',
          amount: 0,
          conditions: { basketTotal: { min: 10_000 } },
          ...discount,
        } as PromotionDiscount,
        { gift: TOTE },
      ),
    ],
    { items },
  );
}

describe('gift with purchase', () => {
  it('adds the gift sku at the override price while the conditions hold', () => {
    const cart = priceCart({
      lines: [line('a', 12_000)],
      campaigns: [giftCampaign()],
      giftPrices: TOTE_PRICE,
      now: NOW,
    });
    expect(cart.giftLines).toEqual([
      expect.objectContaining({
        productId: 'tote',
        sku: 'tote-one',
        quantity: 1,
        saleTotal: 2000,
        discountTotal: 2000,
        total: 0,
        giftOnly: true,
        campaignId: 'gwp',
        promotionId: 'tote',
      }),
    ]);
    expect(cart.summary).toMatchObject({
      totalItemCost: 14_000,
      totalDiscountProduct: 2000,
      totalCost: 12_000,
      totalItemCount: 2,
    });
    expect(cart.applied).toEqual([expect.objectContaining({ promotionId: 'tote', gift: true })]);
  });

  it('prices a gift below cost: overridden to 1.00', () => {
    const cart = priceCart({
      lines: [line('a', 12_000)],
      campaigns: [giftCampaign({ amount: 100 })],
      giftPrices: TOTE_PRICE,
      now: NOW,
    });
    expect(cart.giftLines[0]).toMatchObject({ discountTotal: 1900, total: 100 });
    expect(cart.summary.totalCost).toBe(12_100);
  });

  it('adds no gift when the conditions do not hold, measured after the product discounts', () => {
    const sale = campaign('sale', [
      promotion('sale', { component: 'ITEM', type: 'PERCENT_OFF', amount: 20 }),
    ]);
    const cart = priceCart({
      lines: [line('a', 12_000)],
      campaigns: [sale, giftCampaign()],
      giftPrices: TOTE_PRICE,
      now: NOW,
    });
    expect(cart.giftLines).toEqual([]); // 12000 − 20 % = 9600 < 10000
  });

  it('counts only the campaign items, never the gift itself', () => {
    const cart = priceCart({
      lines: [line('a', 6000), line('b', 6000)],
      campaigns: [giftCampaign({}, ['p-a'])],
      giftPrices: TOTE_PRICE,
      now: NOW,
    });
    expect(cart.giftLines).toEqual([]);
  });

  it('reports a gift it cannot price (not orderable) instead of adding it', () => {
    const cart = priceCart({
      lines: [line('a', 12_000)],
      campaigns: [giftCampaign()],
      giftPrices: new Map(),
      now: NOW,
    });
    expect(cart.giftLines).toEqual([]);
    expect(cart.skippedGifts).toEqual([
      { campaignId: 'gwp', promotionId: 'tote', sku: 'tote-one' },
    ]);
  });

  it('lists the gift skus the campaigns name, once each', () => {
    expect(giftSkus([giftCampaign(), giftCampaign(), campaign('x', [])])).toEqual(['tote-one']);
  });
});

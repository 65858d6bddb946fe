import { describe, expect, it } from 'vitest';
import type { StoredCampaign, StoredVoucher } from '../../shared/domain/promotions';
import { buildCampaignSet } from '../campaigns/campaign-set';
import { createCatalogueView } from '../catalogue/catalogue-view';
import { fixtureCatalogue } from '../search/testing/fixture-catalogue';
import type { LiveLine } from './cart-lines';
import { NO_CHECKOUT } from '../checkout/stored-checkout';
import type { CartState } from './cart-repository';
import { priceCartState, type PricingContext } from './price-cart-state';

const view = createCatalogueView(fixtureCatalogue(), 1);
const NOW = Date.UTC(2025, 5, 1);
const site = { currency: 'GBP', countryCode: 'GB', defaultLanguage: 'en' };

function live(sku: string, quantity: number, extra: Partial<LiveLine> = {}): LiveLine {
  const entry = view.sku(sku)!;
  return {
    id: `line-${sku}`,
    productId: entry.product.productId,
    sku,
    quantity,
    size: entry.sku.size,
    availability: 1,
    stock: 10,
    shipDateStart: null,
    shipDateEnd: null,
    setCode: null,
    ...extra,
  };
}

const tenPercentOnDresses: StoredCampaign = {
  id: 'dresses',
  name: 'Dresses',
  status: 'ACTIVE',
  start: NOW - 1000,
  end: NOW + 1000,
  data: { promotionFormatting: {}, promotionLocations: ['productCardBadge'] },
  items: ['100001'],
  promotions: [
    {
      id: 'ten',
      name: 'Ten off',
      messageId: 'PROMO.TEN',
      discount: { type: 'PERCENT_OFF', component: 'ITEM', amount: 10 },
      content: [],
    },
    {
      id: 'gift',
      name: 'A gift',
      messageId: 'PROMO.GIFT',
      discount: { type: 'VALUE_OVERRIDE', component: 'ITEM', amount: { GBP: 0 } },
      gift: { productId: '100002', sku: '100002-black-m' },
      content: [],
    },
  ],
};

function context(campaigns: StoredCampaign[], lang = 'en'): PricingContext {
  const { set } = buildCampaignSet(
    {
      revision: 1,
      campaigns: campaigns.map((campaign) => ({
        campaign,
        texts: { 'fr:GBP': { promotions: { ten: { name: 'Dix de moins' } } } },
      })),
      invalid: [],
    },
    ['GBP'],
  );
  return { view, campaigns: set.forCurrency('GBP'), site, lang, now: NOW };
}

const state = (lines: LiveLine[], voucher: CartState['voucher'] = null): CartState => ({
  publicId: 'public-1',
  voucher,
  lines,
  checkout: NO_CHECKOUT,
});

describe('priceCartState', () => {
  it('prices orderable lines with the campaigns and adds the gift they earn', () => {
    const { cart } = priceCartState(
      state([live('100001-navy-s', 2)]),
      context([tenPercentOnDresses]),
    );
    expect(cart.cartPublicId).toBe('public-1');
    const [dress, gift] = cart.items;
    expect(dress).toMatchObject({
      quantity: 2,
      price: { list: 17_998, sale: 13_998, currency: 'GBP' },
      discounts: [{ name: 'Ten off', messageId: 'PROMO.TEN', amount: 1_400 }],
      total: 12_598,
      brand: { name: 'Maison Lune', tag: 'maison-lune' },
    });
    expect(gift).toMatchObject({ sku: '100002-black-m', quantity: 1, giftOnly: true, total: 0 });
    expect(cart.cartSummary).toMatchObject({
      totalItemCost: 13_998 + 12_000,
      totalDiscount: 1_400 + 12_000,
      totalCost: 12_598,
      totalItemCount: 3,
    });
    expect(cart.promotions.map((p) => p.promotionId)).toEqual(['ten', 'gift']);
  });

  it('lists lines that cannot be ordered apart, in no total, out of stock when stock ran out', () => {
    const { cart } = priceCartState(
      state([
        live('100002-black-s', 1, { stock: 0 }),
        live('100002-black-m', 1, { availability: 4 }),
        live('100002-black-l', 1),
      ]),
      context([]),
    );
    expect(cart.items.map((item) => item.sku)).toEqual(['100002-black-l']);
    expect(cart.unavailableItems.map((item) => [item.sku, item.availability])).toEqual([
      ['100002-black-s', 'outofstock'],
      ['100002-black-m', 'discontinued'],
    ]);
    expect(cart.cartSummary).toMatchObject({ totalItemCost: 12_000, totalItemCount: 1 });
  });

  it('shows a held voucher that takes nothing off, saying why', () => {
    const save: StoredVoucher = {
      code: 'SAVE5',
      name: 'Save 5',
      message: '£5 off over £500',
      validFrom: 0,
      validTo: NOW * 2,
      minimumBasket: { GBP: 50_000 },
      singleUse: false,
      promotion: {
        id: 'v',
        name: 'Save',
        messageId: 'V',
        discount: { type: 'VALUE_OFF', component: 'BASKET', amount: { GBP: 500 } },
      },
    };
    const held = { code: 'SAVE5', definition: save, texts: {}, used: false };
    const { cart, voucher } = priceCartState(state([live('100002-black-l', 1)], held), context([]));
    expect(voucher?.status).toBe('MINIMUM_NOT_MET');
    expect(cart.cartSummary).toMatchObject({
      voucherCode: 'SAVE5',
      voucherName: 'Save 5',
      voucherMessage: 'Voucher SAVE5 needs items worth at least £500.00',
      totalDiscount: 0,
    });
    const unknown = priceCartState(
      state([], { code: 'NOPE', definition: null, texts: {}, used: false }),
      context([]),
    );
    expect(unknown.voucher?.status).toBe('UNKNOWN');
    expect(unknown.voucherProblem).toBeUndefined();
    const broken = priceCartState(
      state([], { code: 'BAD', definition: { code: 'BAD' }, texts: {}, used: false }),
      context([]),
    );
    expect(broken.voucher?.status).toBe('UNKNOWN');
    expect(broken.voucherProblem).toMatch(/BAD/);
  });

  it('names promotions in the request’s language and judges campaigns at `now`', () => {
    const french = priceCartState(
      state([live('100001-navy-s', 1)]),
      context([tenPercentOnDresses], 'fr'),
    );
    expect(french.cart.items[0]!.discounts[0]!.name).toBe('Dix de moins');
    const later = { ...context([tenPercentOnDresses]), now: NOW + 1000 };
    expect(
      priceCartState(state([live('100001-navy-s', 1)]), later).cart.items[0]!.discounts,
    ).toEqual([]);
  });
});

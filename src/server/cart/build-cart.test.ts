import { describe, expect, it } from 'vitest';
import { buildCart } from './build-cart';
import type { CartLineRow } from './cart-lines';

function line(overrides: Partial<CartLineRow>): CartLineRow {
  return {
    id: 'line-1',
    productId: 'P000001',
    sku: 'P000001-black-M',
    quantity: 1,
    slug: 'wool-coat',
    names: { en: 'Wool Coat', fr: 'Manteau en laine' },
    sizes: [{ slug: 'M', name: { en: 'M' }, labelSize: { en: 'Medium', fr: 'Moyen' } }],
    size: 'M',
    availability: 1,
    shipDateStart: null,
    shipDateEnd: null,
    colourSlug: 'black',
    colourNames: { en: 'Black', fr: 'Noir' },
    images: ['/media/p/coat/111111/front.svg', '/media/p/coat/111111/back.svg'],
    list: 10_000,
    sale: 10_000,
    ...overrides,
  };
}

const view = { currency: 'EUR', lang: 'fr', fallbackLang: 'fr' };

describe('buildCart', () => {
  it('totals sale prices, discounts and item counts from the line prices', () => {
    const cart = buildCart(
      [
        line({ id: 'a', quantity: 2, list: 10_000, sale: 7_500 }),
        line({ id: 'b', sku: 'P000002-red-M', quantity: 3, list: 2_000, sale: 2_000 }),
      ],
      view,
    );
    expect(cart.items.map((item) => item.id)).toEqual(['a', 'b']);
    expect(cart.items[0]!.price).toEqual({ list: 20_000, sale: 15_000, currency: 'EUR' });
    expect(cart.items[0]!.unitPrice).toEqual({ list: 10_000, sale: 7_500, currency: 'EUR' });
    expect(cart.cartSummary).toEqual({
      currency: 'EUR',
      totalItemCost: 15_000 + 6_000,
      totalCost: 21_000,
      totalTax: 0,
      totalDiscount: 5_000,
      totalItemCount: 5,
      deliveryCost: 0,
    });
  });

  it('shows texts in the language, with options, url and the main image', () => {
    const [item] = buildCart(
      [line({ availability: -1, shipDateStart: 100, shipDateEnd: 200 })],
      view,
    ).items;
    expect(item).toMatchObject({
      name: 'Manteau en laine',
      options: { color: { name: 'Noir', slug: 'black' }, size: { name: 'M', labelSize: 'Moyen' } },
      url: '/product/wool-coat/P000001?color=black',
      thumbnailUrl: '/media/p/coat/111111/front.svg',
      availability: 'preorder',
      shipDateStart: 100,
      shipDateEnd: 200,
    });
  });

  it('falls back to the site language when a translation is missing', () => {
    const [item] = buildCart([line({ names: { en: 'Wool Coat' } })], {
      ...view,
      lang: 'ja',
      fallbackLang: 'en',
    }).items;
    expect(item!.name).toBe('Wool Coat');
  });

  it('is empty with zero totals for no lines', () => {
    expect(buildCart([], view).cartSummary.totalCost).toBe(0);
  });
});

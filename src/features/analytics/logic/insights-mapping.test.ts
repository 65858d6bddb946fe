import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from './events';
import type { TrackedEvent } from './track';
import { toInsightsEvent, toPurchaseEvents, variantObjectId } from './insights-mapping';

const QUERY_ID = '0123456789abcdef0123456789abcdef';
const context = { index: 'vitrine_gb_en', userToken: 'anon-1', countryCode: 'GB' };
const at = (event: AnalyticsEvent): TrackedEvent => ({ ...event, timestamp: 1_800_000_000_000 });
/** The bag line an add carries (spec §7); insights reads only the event's product fields. */
const line = (sku: string, price: { list: number; sale: number; currency: string }) => ({
  cartItem: {
    id: 'line-1',
    productId: sku.split('-')[0]!,
    name: 'Wool coat',
    brand: { name: 'Maison Lune', tag: 'maison-lune' },
    sku,
    slug: 'wool-coat',
    quantity: 1,
    price,
    unitPrice: price,
    discounts: [],
    total: price.sale,
    options: { color: { name: 'Navy', slug: 'navy' }, size: { name: 'M', labelSize: 'M' } },
    thumbnailUrl: '/media/coat.svg',
    url: '/product/wool-coat/1?color=navy',
    availability: 'available' as const,
  },
  action: 'primary' as const,
});

describe('toInsightsEvent', () => {
  it('a card click from a search answer is a click after search with queryID and position', () => {
    const event = at({
      type: 'productClick',
      productId: '100001',
      color: 'navy',
      position: 7,
      objectID: '100001-navy',
      queryID: QUERY_ID,
      index: 'vitrine_gb_en_price_asc',
    });
    expect(toInsightsEvent(event, context)).toEqual({
      eventType: 'click',
      eventName: 'Product Clicked',
      index: 'vitrine_gb_en_price_asc',
      userToken: 'anon-1',
      objectIDs: ['100001-navy'],
      queryID: QUERY_ID,
      positions: [7],
      timestamp: 1_800_000_000_000,
    });
  });

  it('a click without a search (or without a position) is a plain click on the site index', () => {
    const plain = toInsightsEvent(
      at({ type: 'productClick', productId: '100001', color: 'navy' }),
      context,
    );
    expect(plain).toEqual({
      eventType: 'click',
      eventName: 'Product Clicked',
      index: 'vitrine_gb_en',
      userToken: 'anon-1',
      objectIDs: ['100001-navy'],
      timestamp: 1_800_000_000_000,
    });
    const noPosition = toInsightsEvent(
      at({ type: 'productClick', productId: '1', queryID: QUERY_ID }),
      context,
    );
    expect(noPosition).not.toHaveProperty('queryID');
    expect(noPosition).not.toHaveProperty('positions');
    const badQuery = toInsightsEvent(
      at({ type: 'productClick', productId: '1', queryID: 'nope', position: 2 }),
      context,
    );
    expect(badQuery).not.toHaveProperty('queryID');
  });

  it('a product page view is a view of the colour shown', () => {
    expect(
      toInsightsEvent(at({ type: 'viewProduct', productId: '100001', color: 'red' }), context),
    ).toMatchObject({
      eventType: 'view',
      eventName: 'Product Viewed',
      index: 'vitrine_gb_en',
      objectIDs: ['100001-red'],
    });
  });

  it('add to cart is a conversion with price, discount and quantity in major units', () => {
    const event = at({
      type: 'addToCart',
      productId: '100001',
      sku: '100001-navy-m',
      quantity: 2,
      color: 'navy',
      price: { list: 12995, sale: 9995, currency: 'GBP' },
      ...line('100001-navy-m', { list: 12995, sale: 9995, currency: 'GBP' }),
    });
    expect(toInsightsEvent(event, context)).toEqual({
      eventType: 'conversion',
      eventSubtype: 'addToCart',
      eventName: 'Product Added To Cart',
      index: 'vitrine_gb_en',
      userToken: 'anon-1',
      objectIDs: ['100001-navy'],
      objectData: [{ price: 99.95, discount: 30, quantity: 2 }],
      currency: 'GBP',
      value: 199.9,
      timestamp: 1_800_000_000_000,
    });
  });

  it('add to cart after a search click carries that search’s queryID and index', () => {
    const event = at({
      type: 'addToCart',
      productId: '7',
      sku: 's',
      quantity: 1,
      color: 'ink',
      price: { list: 5000, sale: 5000, currency: 'JPY' },
      ...line('7-ink-s', { list: 5000, sale: 5000, currency: 'JPY' }),
    });
    const search = { queryID: QUERY_ID, index: 'vitrine_jp_ja' };
    const mapped = toInsightsEvent(event, { ...context, countryCode: 'JP' }, (id) =>
      id === '7' ? search : undefined,
    );
    expect(mapped).toMatchObject({
      eventSubtype: 'addToCart',
      index: 'vitrine_jp_ja',
      queryID: QUERY_ID,
      objectData: [{ price: 5000, discount: 0, quantity: 1, queryID: QUERY_ID }],
      currency: 'JPY',
      value: 5000,
    });
  });

  it('a facet filter clicked or viewed is a filter event on the site index', () => {
    expect(
      toInsightsEvent(at({ type: 'filterClick', filter: 'brand.name:Linea Verde' }), context),
    ).toEqual({
      eventType: 'click',
      eventName: 'Filter Clicked',
      index: 'vitrine_gb_en',
      userToken: 'anon-1',
      filters: ['brand.name:Linea Verde'],
      timestamp: 1_800_000_000_000,
    });
    expect(
      toInsightsEvent(at({ type: 'filterView', filter: 'color.group:blue' }), context),
    ).toMatchObject({
      eventType: 'view',
      filters: ['color.group:blue'],
    });
    expect(toInsightsEvent(at({ type: 'filterClick', filter: 'size' }), context)).toBeNull();
  });

  it('events without an insights counterpart map to nothing', () => {
    expect(toInsightsEvent(at({ type: 'pageLoad', path: '/' }), context)).toBeNull();
    expect(toInsightsEvent(at({ type: 'addToFavorites', productId: '1' }), context)).toBeNull();
  });

  it('names a colour variant like the search records do', () => {
    expect(variantObjectId('100001', 'navy')).toBe('100001-navy');
    expect(variantObjectId('100001')).toBe('100001');
  });
});

describe('toPurchaseEvents', () => {
  const item = (index: number, sale = 4999, list = 4999) => ({
    productId: `p${index}`,
    sku: `p${index}-navy-m`,
    color: 'navy',
    name: 'Wool coat',
    brand: 'Maison Lune',
    quantity: 2,
    price: { list, sale },
  });
  const purchase = (items: ReturnType<typeof item>[]) =>
    at({
      type: 'purchase',
      orderReference: '7KQ4M-2XD9B',
      currency: 'GBP',
      countryCode: 'GB',
      value: 20000,
      tax: 0,
      shipping: 395,
      items,
    }) as Extract<TrackedEvent, { type: 'purchase' }>;

  it('is a purchase conversion of every product, in major units, credited to its search', () => {
    const events = toPurchaseEvents(purchase([item(1, 3999, 4999), item(2)]), context, (id) =>
      id === 'p1' ? { queryID: QUERY_ID, index: 'vitrine_gb_en_price_asc' } : undefined,
    );
    expect(events).toEqual([
      {
        eventType: 'conversion',
        eventSubtype: 'purchase',
        eventName: 'Products Purchased',
        index: 'vitrine_gb_en_price_asc',
        userToken: 'anon-1',
        timestamp: 1_800_000_000_000,
        objectIDs: ['p1-navy'],
        objectData: [{ price: 39.99, discount: 10, quantity: 2, queryID: QUERY_ID }],
        currency: 'GBP',
        value: 79.98,
      },
      expect.objectContaining({
        index: 'vitrine_gb_en',
        objectIDs: ['p2-navy'],
        objectData: [{ price: 49.99, discount: 0, quantity: 2 }],
        value: 99.98,
      }),
    ]);
  });

  it('sends at most 20 products an event (Algolia’s limit)', () => {
    const items = Array.from({ length: 25 }, (_, index) => item(index));
    const events = toPurchaseEvents(purchase(items), context);
    expect(events.map((event) => event.objectIDs?.length)).toEqual([20, 5]);
    expect(events.flatMap((event) => event.objectIDs)).toEqual(
      items.map((entry) => `${entry.productId}-navy`),
    );
  });
});

// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../../platform/session-reset';
import { track } from './track';
import { startInsights } from './start-insights';
import { PRODUCT_ASSOCIATION_STORAGE_KEY } from '../store/product-associations';
import { USER_TOKEN_STORAGE_KEY } from '../store/user-token';

vi.mock('../../../platform/offline/purge-personal-data', () => ({
  isPersonalQuery: () => false,
  purgePersonalData: vi.fn(async () => undefined),
}));

const QUERY_ID = 'ab'.repeat(16);
let bodies: { events: Array<Record<string, unknown>> }[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string) as (typeof bodies)[number]);
      return new Response('{"status":200}', { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settings = {
  index: 'vitrine_gb_en',
  countryCode: 'GB',
  endpoint: { url: '/search/1/events', headers: {} },
};

describe('startInsights', () => {
  it('sends tracked product events in one batch; add to cart after a search click carries its queryID', async () => {
    const stop = startInsights(settings);
    track({
      type: 'productClick',
      productId: '9',
      color: 'red',
      position: 3,
      objectID: '9-red',
      queryID: QUERY_ID,
    });
    track({ type: 'viewProduct', productId: '9', color: 'red' });
    track({ type: 'pageLoad', path: '/' });
    track({
      type: 'addToCart',
      productId: '9',
      sku: '9-red-s',
      quantity: 1,
      color: 'red',
      cartItem: {
        id: 'line-1',
        productId: '9',
        name: 'Silk scarf',
        brand: { name: 'Maison Lune', tag: 'maison-lune' },
        sku: '9-red-s',
        slug: 'silk-scarf',
        quantity: 1,
        price: { list: 4000, sale: 4000, currency: 'GBP' },
        unitPrice: { list: 4000, sale: 4000, currency: 'GBP' },
        discounts: [],
        total: 4000,
        options: { color: { name: 'Red', slug: 'red' }, size: { name: 'S', labelSize: 'S' } },
        thumbnailUrl: '/media/scarf.svg',
        url: '/product/silk-scarf/9?color=red',
        availability: 'available',
      },
      action: 'primary',
    });
    await vi.advanceTimersByTimeAsync(600);
    stop();
    expect(bodies).toHaveLength(1);
    const events = bodies[0]!.events;
    expect(events.map((e) => e.eventType)).toEqual(['click', 'view', 'conversion']);
    expect(events[2]).toMatchObject({ queryID: QUERY_ID, objectIDs: ['9-red'] });
    const token = localStorage.getItem(USER_TOKEN_STORAGE_KEY);
    expect(token).toMatch(/^anon-/);
    expect(events.every((e) => e.userToken === token)).toBe(true);
  });

  it('a session reset drops unsent events and renews the user token', async () => {
    const stop = startInsights(settings);
    track({ type: 'viewProduct', productId: '1' });
    const before = localStorage.getItem(USER_TOKEN_STORAGE_KEY);
    await resetSession({
      queryClient: new QueryClient(),
      api: { renewSession: async () => 'new-session' },
    });
    await vi.advanceTimersByTimeAsync(600);
    expect(bodies).toHaveLength(0);
    const after = localStorage.getItem(USER_TOKEN_STORAGE_KEY);
    expect(after).toMatch(/^anon-/);
    expect(after).not.toBe(before);
    track({ type: 'viewProduct', productId: '2' });
    await vi.advanceTimersByTimeAsync(600);
    expect(bodies[0]!.events).toMatchObject([{ objectIDs: ['2'], userToken: after }]);
    stop();
  });

  it('a purchase after a reload is credited to the search the product was clicked from, then forgets it', async () => {
    const before = startInsights(settings);
    track({ type: 'productClick', productId: '9', position: 2, queryID: QUERY_ID });
    before();
    // the 3-D Secure page's round trip: a new page, a new sender, the association kept
    expect(localStorage.getItem(PRODUCT_ASSOCIATION_STORAGE_KEY)).toContain(QUERY_ID);
    const stop = startInsights(settings);
    const items = [
      { productId: '9', sku: '9-red-s', color: 'red', name: 'Silk scarf', brand: 'Maison Lune' },
      { productId: '4', sku: '4-ink-m', color: 'ink', name: 'Wool coat', brand: 'North Thread' },
    ].map((item) => ({ ...item, quantity: 1, price: { list: 4000, sale: 4000 } }));
    track({
      type: 'purchase',
      orderReference: '7KQ4M-2XD9B',
      currency: 'GBP',
      countryCode: 'GB',
      value: 8395,
      tax: 0,
      shipping: 395,
      items,
    });
    await vi.advanceTimersByTimeAsync(600);
    stop();
    const purchases = bodies
      .flatMap((body) => body.events)
      .filter((e) => e.eventSubtype === 'purchase');
    // one search index, one event: each product with its own queryID, or none
    expect(purchases).toMatchObject([
      {
        objectIDs: ['9-red', '4-ink'],
        objectData: [
          { price: 40, quantity: 1, queryID: QUERY_ID },
          { price: 40, quantity: 1 },
        ],
      },
    ]);
    expect((purchases[0]!.objectData as object[])[1]).not.toHaveProperty('queryID');
    expect(localStorage.getItem(PRODUCT_ASSOCIATION_STORAGE_KEY)).toBeNull();
  });
});

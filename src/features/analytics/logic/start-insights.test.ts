// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../../platform/session-reset';
import { track } from './track';
import { startInsights } from './start-insights';
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
});

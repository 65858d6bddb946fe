/**
 * One text boundary (DESIGN.md §5): a NUL or an unpaired surrogate anywhere a client can put a
 * string is a 400 with a JSON body — the route's error shape on /api and /marketing, Algolia's
 * on /search — never a 500 from the database, jsonb or encodeURIComponent. And nothing of a
 * refused request is stored.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backInStockSubscriptions, insightsEvents } from '../../src/server/db/schema';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { openSession, request, siteQuery, type JsonResponse } from './helpers/api';
import { loadFixtures, type SkuPick } from './helpers/fixtures';
import { startServer, type StartedServer } from './helpers/start-server';

let server: StartedServer;
let gb: SiteRuntime;
let pick: SkuPick;

beforeAll(async () => {
  server = await startServer();
  const fixtures = await loadFixtures(server.app);
  gb = fixtures.site('gb');
  pick = fixtures.unorderable();
});
afterAll(async () => server?.close());

function expectApiBadRequest(response: JsonResponse) {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.body).toMatchObject({
    status: 400,
    code: expect.any(String),
    message: expect.any(String),
  });
}

function expectAlgoliaBadRequest(response: JsonResponse) {
  expect(response.status).toBe(400);
  expect(response.body).toEqual({
    status: 400,
    code: 'BAD_REQUEST',
    message: expect.stringMatching(/NUL|surrogate/),
  });
}

describe('the /api and /marketing routes', () => {
  it('GET /api/product/s/%00 is a 400', async () => {
    expectApiBadRequest(await request(`${server.url}/api/product/s/%00?${siteQuery(gb)}`));
  });

  it('a cart productId "a\\u0000b" is a 400', async () => {
    const session = await openSession(server.url, gb);
    const response = await request(`${server.url}/api/cart`, {
      method: 'POST',
      session,
      body: { productId: 'a\u0000b', sku: pick.sku.sku, quantity: 1 },
    });
    expectApiBadRequest(response);
  });

  it('a session language with a NUL is a 400', async () => {
    const response = await request(`${server.url}/api/basic-session`, {
      method: 'POST',
      body: { language: 'e\u0000n', sitePublicId: gb.sitePublicId ?? gb.siteTag },
    });
    expectApiBadRequest(response);
  });

  it.each([
    ['email', 'nul\u0000@example.com'],
    ['email', '\ud800@example.com'],
    ['sku', 'sku\u0000'],
    ['variantId', '\udfff'],
  ])('a back-in-stock %s of %j is a 400 and stores nothing', async (field, value) => {
    const body = {
      email: 'boundary@example.com',
      sku: pick.sku.sku,
      variantId: `${pick.product.productId}-${pick.colour}`,
      [field]: value,
    };
    const response = await request(`${server.url}/marketing/back-in-stock?${siteQuery(gb)}`, {
      method: 'POST',
      body,
    });
    expectApiBadRequest(response);
    const [row] = await server.app.db.select({ n: count() }).from(backInStockSubscriptions);
    expect(row!.n).toBe(0);
  });
});

describe('the search protocol', () => {
  const search = (params: Record<string, unknown>) =>
    request(`${server.url}/search/1/indexes/*/queries`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: { requests: [{ indexName: 'vitrine_gb_en', ...params }] },
    });

  it('{"query":"\\ud800"} is a 400', async () => {
    expectAlgoliaBadRequest(await search({ query: '\ud800' }));
  });

  it('{"highlightPreTag":"\\udfff"} is a 400', async () => {
    expectAlgoliaBadRequest(await search({ highlightPreTag: '\udfff' }));
  });

  const event = (extra: Record<string, unknown>) => ({
    eventType: 'conversion',
    eventName: 'Added To Cart',
    index: 'vitrine_gb_en',
    userToken: 'text-boundary',
    objectIDs: ['x-1'],
    ...extra,
  });
  const sendEvents = (events: unknown[]) =>
    request(`${server.url}/search/1/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: { events },
    });

  it.each([
    ['objectData:[{"a":"\\ud800"}]', { objectData: [{ a: '\ud800' }] }],
    ['an objectData key with a NUL', { objectData: [{ 'a\u0000': 1 }] }],
    ['an eventName with a NUL', { eventName: 'Added\u0000' }],
    ['an index with a NUL', { index: 'vitrine\u0000gb' }],
    ['an objectID with a lone surrogate', { objectIDs: ['\udc00'] }],
  ])('an insights event with %s is a 400 and stores nothing', async (_, extra) => {
    expectAlgoliaBadRequest(await sendEvents([event(extra)]));
    const [row] = await server.app.db
      .select({ n: count() })
      .from(insightsEvents)
      .where(eq(insightsEvents.userToken, 'text-boundary'));
    expect(row!.n).toBe(0);
  });

  it('a well-formed event with astral text in objectData is stored', async () => {
    const response = await sendEvents([
      event({ userToken: 'text-ok', objectData: [{ note: 'robe 👗' }] }),
    ]);
    expect(response.status).toBe(200);
  });
});

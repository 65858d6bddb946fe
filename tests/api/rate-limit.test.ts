/**
 * Per-client rate limits: session creation, search queries, insights events and writes each
 * have a limit per minute; the request over it gets 429 TOO_MANY_REQUESTS in the project's
 * error shape with Retry-After; reads are not limited; clients are counted apart. The server
 * trusts 127.0.0.1 as a proxy, so each test is its own client through X-Forwarded-For.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../src/server/db/schema';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { openSession, request, siteQuery, type JsonResponse } from './helpers/api';
import { loadFixtures, type Fixtures } from './helpers/fixtures';
import { startServer, type StartedServer } from './helpers/start-server';

const LIMITS = { sessions: 3, search: 4, events: 2, writes: 3, orderLookup: 2 };

let server: StartedServer;
let fixtures: Fixtures;
let gb: SiteRuntime;

beforeAll(async () => {
  server = await startServer({ rateLimits: LIMITS, trustProxy: '127.0.0.1' });
  fixtures = await loadFixtures(server.app);
  gb = fixtures.site('gb');
});
afterAll(() => server?.close());

const from = (client: string) => ({ 'x-forwarded-for': client });

function createSession(client: string) {
  return request(`${server.url}/api/basic-session`, {
    method: 'POST',
    headers: from(client),
    body: { language: 'en', sitePublicId: gb.sitePublicId ?? gb.siteTag },
  });
}

function search(client: string) {
  return request(`${server.url}/search/1/indexes/*/queries`, {
    method: 'POST',
    headers: { ...from(client), 'content-type': 'text/plain' },
    body: JSON.stringify({ requests: [{ indexName: 'vitrine_gb_en', query: 'dress' }] }),
  });
}

function expectTooMany(response: JsonResponse, limit: number): void {
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
  expect((response.body as { message: string }).message).toContain(`${limit}`);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.body).toMatchObject({ details: { retryAfter } });
}

async function sequence(count: number, send: () => Promise<JsonResponse>) {
  const responses: JsonResponse[] = [];
  for (let index = 0; index < count; index++) responses.push(await send());
  return responses;
}

describe('rate limits', () => {
  it('limits session creation per client, with Retry-After', async () => {
    const responses = await sequence(LIMITS.sessions + 1, () => createSession('10.0.0.1'));
    expect(responses.slice(0, -1).map((response) => response.status)).toEqual([201, 201, 201]);
    expectTooMany(responses.at(-1)!, LIMITS.sessions);
  });

  it('counts each client apart', async () => {
    const flood = await sequence(LIMITS.sessions + 1, () => createSession('10.0.0.2'));
    expect(flood.at(-1)!.status).toBe(429);
    expect((await createSession('10.0.0.3')).status).toBe(201);
  });

  it('limits search queries and answers in the project shape, not Algolia’s', async () => {
    const responses = await sequence(LIMITS.search + 1, () => search('10.0.1.1'));
    expect(responses.slice(0, -1).every((response) => response.status === 200)).toBe(true);
    expectTooMany(responses.at(-1)!, LIMITS.search);
  });

  it('limits insights events', async () => {
    const event = {
      eventType: 'view',
      eventName: 'Product viewed',
      index: 'vitrine_gb_en',
      userToken: 'rate-limit-test',
      objectIDs: [fixtures.products[0]!.productId],
      timestamp: Date.now(),
    };
    const responses = await sequence(LIMITS.events + 1, () =>
      request(`${server.url}/search/1/events`, {
        method: 'POST',
        headers: from('10.0.2.1'),
        body: { events: [event] },
      }),
    );
    expect(responses.slice(0, -1).every((response) => response.status !== 429)).toBe(true);
    expectTooMany(responses.at(-1)!, LIMITS.events);
  });

  it('limits every write together, not reads', async () => {
    const client = from('10.0.3.1');
    const session = await openSession(server.url, gb);
    const { product, sku } = fixtures.stocked();
    const cartUrl = `${server.url}/api/cart?${siteQuery(gb)}`;
    const add = () =>
      request(cartUrl, {
        method: 'POST',
        session,
        headers: client,
        body: { productId: product.productId, sku: sku.sku, quantity: 1 },
      });
    const adds = await sequence(LIMITS.writes - 1, add);
    expect(adds.map((response) => response.status)).toEqual([200, 200]);
    const favourites = await request(`${server.url}/api/favorites?${siteQuery(gb)}`, {
      method: 'PUT',
      session,
      headers: client,
      body: { variantIds: [], revision: Date.now() },
    });
    expect(favourites.status).toBe(200);
    expectTooMany(await add(), LIMITS.writes);

    const reads = await sequence(LIMITS.writes * 3, () =>
      request(cartUrl, { session, headers: client }),
    );
    expect(reads.every((response) => response.status === 200)).toBe(true);
  });

  it('lets the client in again once its window has ended', async () => {
    await sequence(LIMITS.sessions + 1, () => createSession('10.0.4.1'));
    expect((await createSession('10.0.4.1')).status).toBe(429);
    await server.app.db
      .update(rateLimitHits)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitHits.key, 'sessions|10.0.4.1'));
    // The instance refuses a client it knows to be over from memory; it rereads at its flush.
    await server.app.rateLimitCounts.flush();
    expect((await createSession('10.0.4.1')).status).toBe(201);
  });

  it('deletes the counters of ended windows in the housekeeping', async () => {
    await createSession('10.0.5.1');
    await server.app.db
      .update(rateLimitHits)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitHits.key, 'sessions|10.0.5.1'));
    const report = await server.app.housekeeping();
    expect(report.rateLimitWindows).toBeGreaterThanOrEqual(1);
    const left = await server.app.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, 'sessions|10.0.5.1'));
    expect(left).toEqual([]);
  });
});

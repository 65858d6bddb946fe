/**
 * The cart and its shopping session (docs/api.md "Sessions"): every cart call — the read, an
 * add, a quantity change — checks that its session is known and used within the idle time, and
 * extends it; and a call whose session is unknown or expired answers 401 whatever else is wrong
 * with it, with nothing written. Runs on PGlite, and on PostgreSQL (two instances) when
 * TEST_DATABASE_URL is set.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, sessions } from '../../src/server/db/schema';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import type { Cart } from '../../src/shared/domain/cart';
import { openSession, request, siteQuery, type JsonResponse } from './helpers/api';
import { loadFixtures, type Fixtures } from './helpers/fixtures';
import { startTwoOnPostgres, testDatabaseUrl } from './helpers/postgres';
import { startServer, type StartedServer } from './helpers/start-server';

const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN_SESSION = '00000000-0000-4000-8000-000000000000';

function cartSessionSuite(start: (idleMs: number) => Promise<StartedServer[]>) {
  let servers: StartedServer[] = [];
  let fixtures: Fixtures;
  let gb: SiteRuntime;
  const db = () => servers[0]!.app.db;
  /** The instances take turns, so on PostgreSQL a call and the next meet different processes. */
  let turn = 0;
  const base = () => servers[turn++ % servers.length]!.url;

  beforeAll(async () => {
    // One day of idle time, so "older than the idle time" is a day, not the default 30.
    servers = await start(DAY_MS);
    fixtures = await loadFixtures(servers[0]!.app);
    gb = fixtures.site('gb');
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  /** Makes the session look last used `minutes` ago, as stored. */
  async function lastUsedAgo(session: string, minutes: number): Promise<void> {
    await db()
      .update(sessions)
      .set({ lastUsedAt: sql`now() - ${minutes}::int * interval '1 minute'` })
      .where(eq(sessions.id, session));
  }

  async function minutesSinceUse(session: string): Promise<number> {
    const [row] = await db()
      .select({ lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.id, session));
    if (!row) throw new Error(`no session ${session}`);
    return (Date.now() - row.lastUsedAt.getTime()) / 60_000;
  }

  const storedLines = (session: string) =>
    db()
      .select({ sku: cartItems.sku, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.sessionId, session));

  const cartUrl = (query = siteQuery(gb)) => `${base()}/api/cart${query ? `?${query}` : ''}`;
  const itemUrl = (id: string) => `${base()}/api/cart/${encodeURIComponent(id)}?${siteQuery(gb)}`;
  const read = (session: string, query?: string) => request<Cart>(cartUrl(query), { session });
  const add = (session: string, body: unknown, query?: string) =>
    request<Cart>(cartUrl(query), { method: 'POST', session, body });
  const setQuantity = (session: string, id: string, body: unknown) =>
    request<Cart>(itemUrl(id), { method: 'PUT', session, body });

  /** A session holding one line of a stocked sku (quantity 1), and that line's id. */
  async function sessionWithLine(): Promise<{ session: string; itemId: string }> {
    const session = await openSession(base(), gb);
    const { product, sku } = fixtures.stocked(10, 3);
    const added = await add(session, { productId: product.productId, sku: sku.sku, quantity: 1 });
    expect(added.status).toBe(200);
    return { session, itemId: added.body.items[0]!.id };
  }

  function expectUnauthorized(response: JsonResponse): void {
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  }

  const goodAdd = () => {
    const { product, sku } = fixtures.stocked(10, 4);
    return { productId: product.productId, sku: sku.sku, quantity: 1 };
  };

  function otherProductsSku() {
    const good = goodAdd();
    const other = fixtures.products.find((product) => product.productId !== good.productId)!;
    return { ...good, productId: other.productId };
  }

  /** Each cart call, made with a session that holds one line (its id given). */
  const calls: [string, (session: string, itemId: string) => Promise<JsonResponse<Cart>>][] = [
    ['the read', (session) => read(session)],
    ['the read for the session’s own site', (session) => read(session, '')],
    ['an add', (session) => add(session, goodAdd())],
    ['a quantity change', (session, itemId) => setQuantity(session, itemId, { quantity: 2 })],
    ['a removal', (session, itemId) => setQuantity(session, itemId, { quantity: 0 })],
  ];

  it.each(calls)('%s extends a session used within the idle time', async (_label, call) => {
    const { session, itemId } = await sessionWithLine();
    await lastUsedAgo(session, 23 * 60);
    expect((await call(session, itemId)).status).toBe(200);
    expect(await minutesSinceUse(session)).toBeLessThan(1);
  });

  it.each(calls)('%s answers 401 for an expired session, writing nothing', async (_l, call) => {
    const { session, itemId } = await sessionWithLine();
    const before = await storedLines(session);
    await lastUsedAgo(session, 25 * 60);
    expectUnauthorized(await call(session, itemId));
    expect(await storedLines(session)).toEqual(before);
    // Refused, the call did not count as a use either.
    expect(await minutesSinceUse(session)).toBeGreaterThan(24 * 60);
  });

  /** Calls that are wrong in something besides their session; the status a live one gets. */
  const wrongCalls: [string, number, (session: string, itemId: string) => Promise<JsonResponse>][] =
    [
      ['an add with a zero quantity', 400, (s) => add(s, { ...goodAdd(), quantity: 0 })],
      ['an add without a body', 400, (s) => add(s, undefined)],
      ['an add that is not JSON', 400, (s) => add(s, '{"productId":')],
      ['an add of an unknown product', 404, (s) => add(s, { ...goodAdd(), productId: 'ghost' })],
      ['an add of another product’s sku', 400, (s) => add(s, otherProductsSku())],
      ['an add for an unknown site', 400, (s) => add(s, goodAdd(), 'siteTag=nowhere&lang=en')],
      ['a read for an unknown site', 400, (s) => read(s, 'siteTag=nowhere&lang=en')],
      ['a quantity that is text', 400, (s, id) => setQuantity(s, id, { quantity: 'two' })],
      ['a change of an unknown line', 404, (s) => setQuantity(s, UNKNOWN_SESSION, { quantity: 1 })],
      ['a change of a line id that is no id', 404, (s) => setQuantity(s, 'nope', { quantity: 1 })],
    ];

  it.each(wrongCalls)('%s is %d with a live session', async (_label, status, call) => {
    const { session, itemId } = await sessionWithLine();
    const response = await call(session, itemId);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ status });
  });

  it.each(wrongCalls)('%s is 401 with an expired or unknown session', async (_l, _s, call) => {
    const { session, itemId } = await sessionWithLine();
    await lastUsedAgo(session, 25 * 60);
    expectUnauthorized(await call(session, itemId));
    expectUnauthorized(await call(UNKNOWN_SESSION, itemId));
  });

  it('refuses a cross-site write before it looks at the session', async () => {
    const response = await request(cartUrl(), {
      method: 'POST',
      session: UNKNOWN_SESSION,
      body: goodAdd(),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });
}

describe('the cart’s session, on PGlite', () => {
  cartSessionSuite(async (sessionIdleMs) => [await startServer({ sessionIdleMs })]);
});

describe.skipIf(!testDatabaseUrl)('the cart’s session on PostgreSQL, two instances', () => {
  cartSessionSuite((sessionIdleMs) => startTwoOnPostgres(testDatabaseUrl!, { sessionIdleMs }));
});

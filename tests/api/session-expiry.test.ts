/**
 * Sessions expire after the idle time (sliding): an expired one answers 401 like an unknown
 * one, a used one is extended (written only once its stored time is older than a fraction of
 * the idle time), and the housekeeping deletes expired sessions with their carts.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, sessions } from '../../src/server/db/schema';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { openSession, request, siteQuery } from './helpers/api';
import { loadFixtures, type Fixtures } from './helpers/fixtures';
import { startServer, type StartedServer } from './helpers/start-server';

const DAY_MS = 24 * 60 * 60 * 1000;

let server: StartedServer;
let gb: SiteRuntime;
let fixtures: Fixtures;

beforeAll(async () => {
  // One day of idle time, so "older than the idle time" is a day, not the default 30.
  server = await startServer({ sessionIdleMs: DAY_MS });
  fixtures = await loadFixtures(server.app);
  gb = fixtures.site('gb');
});
afterAll(() => server?.close());

/** Makes the session look last used `minutes` ago, as stored. */
async function lastUsedAgo(session: string, minutes: number): Promise<void> {
  await server.app.db
    .update(sessions)
    .set({ lastUsedAt: sql`now() - ${minutes}::int * interval '1 minute'` })
    .where(eq(sessions.id, session));
}

async function storedLastUse(session: string): Promise<Date | undefined> {
  const [row] = await server.app.db
    .select({ lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(eq(sessions.id, session));
  return row?.lastUsedAt;
}

const cart = (session: string) => request(`${server.url}/api/cart?${siteQuery(gb)}`, { session });

describe('session idle time', () => {
  it('answers 401 for a session unused longer than the idle time', async () => {
    const session = await openSession(server.url, gb);
    expect((await cart(session)).status).toBe(200);
    await lastUsedAgo(session, 25 * 60);
    const response = await cart(session);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('extends a session on use, so it outlives the idle time counted from its creation', async () => {
    const session = await openSession(server.url, gb);
    await lastUsedAgo(session, 23 * 60);
    expect((await cart(session)).status).toBe(200);
    const extended = await storedLastUse(session);
    expect(Date.now() - extended!.getTime()).toBeLessThan(60_000);
    await server.app.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '3 years'` })
      .where(eq(sessions.id, session));
    expect((await cart(session)).status).toBe(200);
  });

  it('does not rewrite the last use of a session used moments ago', async () => {
    const session = await openSession(server.url, gb);
    await lastUsedAgo(session, 5);
    const before = await storedLastUse(session);
    expect((await cart(session)).status).toBe(200);
    expect(await storedLastUse(session)).toEqual(before);
  });

  it('lets the app start again with a new session after the 401', async () => {
    const expired = await openSession(server.url, gb);
    await lastUsedAgo(expired, 2 * 24 * 60);
    expect((await cart(expired)).status).toBe(401);
    const fresh = await openSession(server.url, gb);
    expect(fresh).not.toBe(expired);
    expect((await cart(fresh)).status).toBe(200);
  });
});

describe('housekeeping', () => {
  it('deletes expired sessions with their cart lines and keeps live ones', async () => {
    const expired = await openSession(server.url, gb);
    const live = await openSession(server.url, gb);
    const { product, sku } = fixtures.stocked();
    for (const session of [expired, live]) {
      const add = await request(`${server.url}/api/cart?${siteQuery(gb)}`, {
        method: 'POST',
        session,
        body: { productId: product.productId, sku: sku.sku, quantity: 1 },
      });
      expect(add.status).toBe(200);
    }
    await lastUsedAgo(expired, 2 * 24 * 60);

    const report = await server.app.housekeeping();
    expect(report.sessions).toBeGreaterThanOrEqual(1);
    expect(await storedLastUse(expired)).toBeUndefined();
    expect(await storedLastUse(live)).toBeDefined();
    const lines = await server.app.db
      .select({ session: cartItems.sessionId })
      .from(cartItems)
      .where(eq(cartItems.sessionId, expired));
    expect(lines).toEqual([]);
    expect((await cart(live)).status).toBe(200);
  });
});

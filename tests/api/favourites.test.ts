/**
 * GET/PUT /api/favorites: the session's copy of its favourites. A PUT is applied once per
 * Idempotency-Key (also concurrently), and a late replay never overwrites a newer list.
 * Runs on PGlite, and on PostgreSQL with two instances when TEST_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../src/server/db/schema';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { openSession, request, siteQuery } from './helpers/api';
import { loadFixtures } from './helpers/fixtures';
import { startTwoOnPostgres, testDatabaseUrl } from './helpers/postgres';
import { startServer, type StartedServer } from './helpers/start-server';

interface FavouriteList {
  variantIds: string[];
  revision: number;
}

function favouritesSuite(start: () => Promise<StartedServer[]>) {
  let servers: StartedServer[] = [];
  let gb: SiteRuntime;
  let variants: string[];
  const url = (index = 0) =>
    `${servers[index % servers.length]!.url}/api/favorites?${siteQuery(gb)}`;
  const put = (session: string, list: FavouriteList, key?: string, index = 0) =>
    request<FavouriteList>(url(index), {
      method: 'PUT',
      session,
      body: list,
      headers: key ? { 'idempotency-key': key } : {},
    });

  beforeAll(async () => {
    servers = await start();
    const fixtures = await loadFixtures(servers[0]!.app);
    gb = fixtures.site('gb');
    variants = fixtures.products.slice(0, 4).map((p) => p.variants[0]!.id);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it('starts empty, stores the whole list per session, never cached', async () => {
    const session = await openSession(servers[0]!.url, gb);
    const empty = await request<FavouriteList>(url(), { session });
    expect(empty.body).toEqual({ variantIds: [], revision: 0 });
    expect(empty.headers.get('cache-control')).toBe('no-store');
    const saved = await put(session, { variantIds: [variants[0]!, variants[1]!], revision: 10 });
    expect(saved.status).toBe(200);
    const read = await request<FavouriteList>(url(1), { session });
    expect(read.body).toEqual({ variantIds: [variants[0], variants[1]], revision: 10 });
    const other = await openSession(servers[0]!.url, gb);
    expect((await request<FavouriteList>(url(), { session: other })).body.variantIds).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await request(url())).status).toBe(401);
  });

  it('applies a key once: a late replay answers the stored response and changes nothing', async () => {
    const session = await openSession(servers[0]!.url, gb);
    const key = randomUUID();
    const first = await put(session, { variantIds: [variants[0]!], revision: 100 }, key);
    await put(session, { variantIds: [variants[2]!], revision: 200 }, randomUUID());
    const replay = await put(session, { variantIds: [variants[0]!], revision: 100 }, key, 1);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const stored = await request<FavouriteList>(url(), { session });
    expect(stored.body).toEqual({ variantIds: [variants[2]], revision: 200 });
  });

  it('never lets an older revision overwrite a newer list, even with a fresh key', async () => {
    const session = await openSession(servers[0]!.url, gb);
    await put(session, { variantIds: [variants[3]!], revision: 500 }, randomUUID());
    const stale = await put(session, { variantIds: [], revision: 400 }, randomUUID());
    expect(stale.body).toEqual({ variantIds: [variants[3]], revision: 500 });
  });

  it('runs concurrent PUTs with one key exactly once', async () => {
    const session = await openSession(servers[0]!.url, gb);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        put(session, { variantIds: [variants[1]!], revision: 42 }, key, index),
      ),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const replayed = responses.filter((r) => r.headers.get('idempotent-replayed') === 'true');
    expect(replayed).toHaveLength(7);
    const [keys] = await servers[0]!.app.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(keys!.n).toBe(1);
  });

  it('treats another session\u2019s key as unknown: applied, never answered with its list', async () => {
    const key = randomUUID();
    const mine = await openSession(servers[0]!.url, gb);
    const theirs = await openSession(servers[0]!.url, gb);
    await put(theirs, { variantIds: [variants[0]!], revision: 1 }, key);
    const response = await put(mine, { variantIds: [variants[1]!], revision: 1 }, key, 1);
    expect(response.status).toBe(200);
    expect(response.headers.get('idempotent-replayed')).toBeNull();
    expect(response.body.variantIds).toEqual([variants[1]]);
    const stored = await request<FavouriteList>(url(), { session: mine });
    expect(stored.body.variantIds).toEqual([variants[1]]);
  });

  it('refuses the session\u2019s own key sent again with another list (422)', async () => {
    const key = randomUUID();
    const session = await openSession(servers[0]!.url, gb);
    await put(session, { variantIds: [variants[0]!], revision: 1 }, key);
    const reused = await put(session, { variantIds: [variants[2]!], revision: 2 }, key, 1);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const stored = await request<FavouriteList>(url(), { session });
    expect(stored.body.variantIds).toEqual([variants[0]]);
  });

  it('rejects malformed lists', async () => {
    const session = await openSession(servers[0]!.url, gb);
    const bad = await request(url(), {
      method: 'PUT',
      session,
      body: { variantIds: ['has space'], revision: 1 },
    });
    expect(bad.status).toBe(400);
    const noRevision = await request(url(), { method: 'PUT', session, body: { variantIds: [] } });
    expect(noRevision.status).toBe(400);
  });
}

describe('favourites on PGlite', () => {
  favouritesSuite(async () => [await startServer()]);
});

describe.skipIf(!testDatabaseUrl)('favourites on PostgreSQL, two instances', () => {
  favouritesSuite(() => startTwoOnPostgres(testDatabaseUrl!));
});

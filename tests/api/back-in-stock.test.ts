/**
 * POST /marketing/back-in-stock: one record per email and sku, and exactly one effect per
 * Idempotency-Key, also when the same key arrives concurrently (the outbox replaying twice).
 * Runs on PGlite, and on PostgreSQL with two instances when TEST_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backInStockSubscriptions, idempotencyKeys } from '../../src/server/db/schema';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { openSession, request, siteQuery } from './helpers/api';
import { loadFixtures, type SkuPick } from './helpers/fixtures';
import { startTwoOnPostgres, testDatabaseUrl } from './helpers/postgres';
import { startServer, type StartedServer } from './helpers/start-server';

type Result = { subscribed: true; email: string; sku: string };

function backInStockSuite(start: () => Promise<StartedServer[]>) {
  let servers: StartedServer[] = [];
  let gb: SiteRuntime;
  let pick: SkuPick;
  const url = (index = 0) =>
    `${servers[index % servers.length]!.url}/marketing/back-in-stock?${siteQuery(gb)}`;
  const body = (email: string) => ({
    email,
    sku: pick.sku.sku,
    variantId: `${pick.product.productId}-${pick.colour}`,
  });
  const recordsFor = async (email: string) => {
    const [row] = await servers[0]!.app.db
      .select({ n: count() })
      .from(backInStockSubscriptions)
      .where(eq(backInStockSubscriptions.email, email));
    return row!.n;
  };

  beforeAll(async () => {
    servers = await start();
    const fixtures = await loadFixtures(servers[0]!.app);
    gb = fixtures.site('gb');
    pick = fixtures.unorderable();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it('stores a subscription, and a second one for the same inbox is not an error', async () => {
    const email = `first-${randomUUID()}@example.com`;
    const first = await request<Result>(url(), { method: 'POST', body: body(email) });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ subscribed: true, email, sku: pick.sku.sku });
    expect(first.headers.get('cache-control')).toBe('no-store');
    const again = await request<Result>(url(1), {
      method: 'POST',
      body: body(email.toUpperCase()),
    });
    expect(again.status).toBe(200);
    expect(await recordsFor(email)).toBe(1);
  });

  it('applies one Idempotency-Key once and answers the repeat with the stored response', async () => {
    const email = `replay-${randomUUID()}@example.com`;
    const headers = { 'idempotency-key': randomUUID() };
    const first = await request<Result>(url(), { method: 'POST', body: body(email), headers });
    const repeat = await request<Result>(url(1), { method: 'POST', body: body(email), headers });
    expect([first.status, repeat.status]).toEqual([201, 201]);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(await recordsFor(email)).toBe(1);
  });

  it('runs concurrent requests with one key exactly once', async () => {
    const email = `race-${randomUUID()}@example.com`;
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        request<Result>(url(index), {
          method: 'POST',
          body: body(email),
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
    const replayed = responses.filter((r) => r.headers.get('idempotent-replayed') === 'true');
    expect(replayed).toHaveLength(7);
    expect(await recordsFor(email)).toBe(1);
    const [keys] = await servers[0]!.app.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(keys!.n).toBe(1);
  });

  it('validates the email, the size and the key', async () => {
    const bad = await request(url(), { method: 'POST', body: body('not-an-email') });
    expect(bad.status).toBe(400);
    const unknown = await request(url(), {
      method: 'POST',
      body: { ...body(`x-${randomUUID()}@example.com`), sku: 'no-such-sku' },
    });
    expect(unknown.status).toBe(404);
    const badKey = await request(url(), {
      method: 'POST',
      body: body(`k-${randomUUID()}@example.com`),
      headers: { 'idempotency-key': 'bad key!' },
    });
    expect(badKey.status).toBe(400);
  });

  it('refuses the same key with another body (422) and never answers with the first body', async () => {
    const key = randomUUID();
    const first = `owner-${randomUUID()}@example.com`;
    const second = `other-${randomUUID()}@example.com`;
    const headers = { 'idempotency-key': key };
    await request(url(), { method: 'POST', body: body(first), headers });
    const reused = await request<Record<string, unknown>>(url(1), {
      method: 'POST',
      body: body(second),
      headers,
    });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(reused.headers.get('idempotent-replayed')).toBeNull();
    expect(JSON.stringify(reused.body)).not.toContain(first);
    expect(await recordsFor(second)).toBe(0);
  });

  it('treats a key used for another operation as a new key', async () => {
    const key = randomUUID();
    const email = `reuse-${randomUUID()}@example.com`;
    await request(url(), {
      method: 'POST',
      body: body(email),
      headers: { 'idempotency-key': key },
    });
    const other = await request(`${servers[0]!.url}/api/favorites?${siteQuery(gb)}`, {
      method: 'PUT',
      body: { variantIds: [], revision: 1 },
      headers: { 'idempotency-key': key },
      session: await openSession(servers[0]!.url, gb),
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
  });
}

describe('back-in-stock on PGlite', () => {
  backInStockSuite(async () => [await startServer()]);
});

describe.skipIf(!testDatabaseUrl)('back-in-stock on PostgreSQL, two instances', () => {
  backInStockSuite(() => startTwoOnPostgres(testDatabaseUrl!));
});

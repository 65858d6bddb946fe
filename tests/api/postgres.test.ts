/**
 * The same migrations and cart rules on a real PostgreSQL. PGlite serves one query at a time,
 * so only here do concurrent requests really race. TEST_DATABASE_URL must name a disposable
 * database: the suite drops and recreates its schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINE_ITEMS } from '../../src/shared/constants';
import type { Cart } from '../../src/shared/domain/cart';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { countProducts } from '../../src/server/catalogue/repository';
import { openSession, request, siteQuery } from './helpers/api';
import { loadFixtures, type Fixtures, type SkuPick } from './helpers/fixtures';
import { startTwoOnPostgres, testDatabaseUrl } from './helpers/postgres';
import { TEST_PRODUCTS, type StartedServer } from './helpers/start-server';

describe.skipIf(!testDatabaseUrl)(
  'on PostgreSQL (skipped unless TEST_DATABASE_URL=postgres://… is set)',
  () => {
    let servers: StartedServer[] = [];
    let fixtures: Fixtures;
    let gb: SiteRuntime;

    beforeAll(async () => {
      // Two instances start together on an empty database: one migrates and seeds, the other
      // waits on the lock and finds the work done.
      servers = await startTwoOnPostgres(testDatabaseUrl!);
      fixtures = await loadFixtures(servers[0]!.app);
      gb = fixtures.site('gb');
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.close()));
    });

    it('migrated and seeded exactly once', async () => {
      expect(servers[0]!.app.dbKind).toBe('postgres');
      expect(await countProducts(servers[0]!.app.db)).toBe(TEST_PRODUCTS);
    });

    it('round-trips a cart across instances', async () => {
      const [a, b] = servers as [StartedServer, StartedServer];
      const session = await openSession(a.url, gb);
      const pick = fixtures.stocked();
      const add = await request<Cart>(`${a.url}/api/cart?${siteQuery(gb)}`, {
        method: 'POST',
        session,
        body: { productId: pick.product.productId, sku: pick.sku.sku, quantity: 2 },
      });
      expect(add.status).toBe(200);
      const read = await request<Cart>(`${b.url}/api/cart?${siteQuery(gb)}`, { session });
      // (the demo campaigns may add a gift line: it is not stored)
      const stored = read.body.items.filter((item) => !item.giftOnly);
      expect(stored.map((item) => [item.sku, item.quantity])).toEqual([[pick.sku.sku, 2]]);
      const id = read.body.items[0]!.id;
      const removed = await request<Cart>(`${b.url}/api/cart/${id}?${siteQuery(gb)}`, {
        method: 'PUT',
        session,
        body: { quantity: 0 },
      });
      expect(removed.body.items.filter((item) => !item.giftOnly)).toEqual([]);
    });

    it('loses no update when one sku is added concurrently on two instances', async () => {
      const session = await openSession(servers[0]!.url, gb);
      const pick = fixtures.stocked(10);
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          request(`${servers[index % 2]!.url}/api/cart?${siteQuery(gb)}`, {
            method: 'POST',
            session,
            body: { productId: pick.product.productId, sku: pick.sku.sku, quantity: 1 },
          }),
        ),
      );
      expect(responses.every((response) => response.status === 200)).toBe(true);
      const cart = await request<Cart>(`${servers[0]!.url}/api/cart?${siteQuery(gb)}`, { session });
      expect(cart.body.items[0]!.quantity).toBe(10);
    });

    it('never lets concurrent adds push a cart past the line limit', async () => {
      const session = await openSession(servers[0]!.url, gb);
      const addOn = (server: StartedServer, pick: SkuPick) =>
        request(`${server.url}/api/cart?${siteQuery(gb)}`, {
          method: 'POST',
          session,
          body: { productId: pick.product.productId, sku: pick.sku.sku, quantity: 1 },
        });
      const filled = MAX_LINE_ITEMS - 3;
      for (let index = 0; index < filled; index++) {
        expect((await addOn(servers[0]!, fixtures.stocked(1, index))).status).toBe(200);
      }
      const racing = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          addOn(servers[index % 2]!, fixtures.stocked(1, filled + index)),
        ),
      );
      expect(racing.filter((response) => response.status === 200)).toHaveLength(3);
      expect(racing.filter((response) => response.status === 409)).toHaveLength(5);
      const cart = await request<Cart>(`${servers[0]!.url}/api/cart?${siteQuery(gb)}`, { session });
      expect(cart.body.items.filter((item) => !item.giftOnly)).toHaveLength(MAX_LINE_ITEMS);
    });
  },
);

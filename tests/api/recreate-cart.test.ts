/**
 * POST /api/cart/recreateCart?cartPublicId=… (spec §4 "recreate"): a shared cart's lines are
 * rebuilt in the requesting session's cart, merged by sku within the limits; an unknown or
 * expired cart is 404 CART_NOT_FOUND and the current bag is untouched. Runs on PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_LINE_ITEMS, MAX_QTY_PER_ITEM } from '../../src/shared/constants';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { cartClient, type CartClient } from './helpers/cart-client';
import type { Fixtures } from './helpers/fixtures';
import { setSku } from './helpers/skus';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase, startSuiteServer, type StartSuiteServer } from './helpers/suite-server';
import { tableDigests } from './helpers/table-digests';

function recreateSuite(start: StartSuiteServer) {
  let server: StartedServer;
  let fixtures: Fixtures;
  let gb: SiteRuntime;

  beforeAll(async () => {
    ({ server, fixtures } = await startSuiteServer(start, { campaigns: [] }));
    gb = fixtures.site('gb');
  });
  afterAll(() => server?.close());

  const lines = async (client: CartClient) =>
    (await client.read()).body.items.map((item) => [item.sku, item.quantity, item.setCode]);

  async function refusedUnchanged(client: CartClient, cartPublicId: string) {
    const before = await tableDigests(server.app.db);
    const response = await client.recreate(cartPublicId);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: 404, code: 'CART_NOT_FOUND' });
    expect(await tableDigests(server.app.db)).toEqual(before);
  }

  it('rebuilds a shared cart in another session, merging by sku, keeping its order', async () => {
    const [x, y, z] = [0, 1, 2].map((skip) => fixtures.stocked(10, skip));
    const shared = await cartClient(server.url, gb);
    await shared.add(x!, 2);
    await shared.add(y!, 1);
    await shared.voucher({ action: 'apply', code: 'WELCOME10' });
    const publicId = (await shared.read()).body.cartPublicId;

    const mine = await cartClient(server.url, gb);
    await mine.add(z!, 1);
    await mine.add(y!, 3);
    const rebuilt = await mine.recreate(publicId);
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.body.items.map((item) => [item.sku, item.quantity])).toEqual([
      [x!.sku.sku, 2],
      [y!.sku.sku, 4],
      [z!.sku.sku, 1],
    ]);
    // It is still my cart: my public id, and no voucher taken from the shared one.
    expect(rebuilt.body.cartPublicId).not.toBe(publicId);
    expect(rebuilt.body.cartSummary.voucherCode).toBeUndefined();
    // The shared cart is as it was.
    expect(await lines(shared)).toEqual([
      [y!.sku.sku, 1, undefined],
      [x!.sku.sku, 2, undefined],
    ]);
    // In a fresh session it is the same bag.
    const fresh = await cartClient(server.url, gb);
    expect((await fresh.recreate(publicId)).body.items.map((item) => item.sku)).toEqual([
      y!.sku.sku,
      x!.sku.sku,
    ]);
    // Its own link changes nothing.
    const own = await fresh.recreate((await fresh.read()).body.cartPublicId);
    expect(own.body.items.map((item) => item.quantity)).toEqual([1, 2]);
  });

  it('keeps within the limits and leaves out what can no longer be ordered', async () => {
    const full = fixtures.stocked(10, 3);
    const gone = fixtures.stocked(10, 4);
    const extra = fixtures.stocked(10, 5);
    const shared = await cartClient(server.url, gb);
    await shared.add(full, 8);
    await shared.add(gone, 1);
    await shared.add(extra, 1);
    await setSku(server.app.db, gone.sku.sku, { availability: 4 });
    const publicId = (await shared.read()).body.cartPublicId;

    const mine = await cartClient(server.url, gb);
    await mine.add(full, 5);
    const taken = new Set([full, gone, extra].map((pick) => pick.sku.sku));
    for (let skip = 0, added = 1; added < MAX_LINE_ITEMS - 1; skip++) {
      const pick = fixtures.stocked(1, skip);
      if (taken.has(pick.sku.sku)) continue;
      expect((await mine.add(pick, 1)).status).toBe(200);
      added++;
    }
    const rebuilt = (await mine.recreate(publicId)).body;
    expect(rebuilt.items).toHaveLength(MAX_LINE_ITEMS);
    const held = Object.fromEntries(rebuilt.items.map((item) => [item.sku, item.quantity]));
    expect(held[full.sku.sku]).toBe(MAX_QTY_PER_ITEM);
    expect(held[extra.sku.sku]).toBe(1);
    expect(held[gone.sku.sku]).toBeUndefined();
  });

  it('answers 404 CART_NOT_FOUND for an unknown or expired cart, the bag untouched', async () => {
    const mine = await cartClient(server.url, gb);
    await mine.add(fixtures.stocked(10, 0), 1);
    await refusedUnchanged(mine, '00000000-0000-4000-8000-000000000000');
    await refusedUnchanged(mine, 'not-a-public-id');

    const shared = await cartClient(server.url, gb);
    await shared.add(fixtures.stocked(10, 1), 1);
    const publicId = (await shared.read()).body.cartPublicId;
    await server.app.db.execute(
      sql`update sessions set last_used_at = now() - interval '400 days' where id = ${shared.session}`,
    );
    await refusedUnchanged(mine, publicId);
  });

  it('answers 400 without a cartPublicId, 401 for an unknown session', async () => {
    const mine = await cartClient(server.url, gb);
    const missing = await fetch(
      `${server.url}/api/cart/recreateCart?siteTag=${gb.siteTag}&lang=en`,
      {
        method: 'POST',
        headers: { 'x-shopping-session-id': mine.session },
      },
    );
    expect(missing.status).toBe(400);
    const unknown = await fetch(
      `${server.url}/api/cart/recreateCart?siteTag=${gb.siteTag}&lang=en&cartPublicId=x`,
      {
        method: 'POST',
        headers: { 'x-shopping-session-id': '00000000-0000-4000-8000-000000000000' },
      },
    );
    expect(unknown.status).toBe(401);
  });
}

onEachDatabase(recreateSuite);

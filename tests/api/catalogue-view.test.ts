/**
 * The warm catalogue view: product reads come from memory, yet what must be live is live.
 * A change written to the database by someone else (another instance, an import) is notified
 * and reaches the product page and the listing once the view reloads; stock and availability
 * for the cart are read at the moment of the add, whatever the view holds.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { skus } from '../../src/server/db/schema';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { AVAILABILITY } from '../../src/shared/domain/availability';
import type { ProductDetail } from '../../src/shared/domain/product';
import { openSession, request, siteQuery } from './helpers/api';
import { loadFixtures, type Fixtures } from './helpers/fixtures';
import { startTwoOnPostgres, testDatabaseUrl } from './helpers/postgres';
import { setSku } from './helpers/skus';
import { startServer, type StartedServer } from './helpers/start-server';

let server: StartedServer;
let fixtures: Fixtures;
let gb: SiteRuntime;
let session: string;

beforeAll(async () => {
  server = await startServer();
  fixtures = await loadFixtures(server.app);
  gb = fixtures.site('gb');
});
afterAll(() => server?.close());
beforeEach(async () => {
  session = await openSession(server.url, gb);
});

const productOption = async (productId: string, sku: string) => {
  const { body } = await request<ProductDetail>(
    `${server.url}/api/product/s/${productId}?${siteQuery(gb)}`,
  );
  return body.skuOptions.find((option) => option.sku === sku);
};

const add = (productId: string, sku: string, quantity: number) =>
  request<{ code?: string; details?: unknown }>(`${server.url}/api/cart?${siteQuery(gb)}`, {
    method: 'POST',
    session,
    body: { productId, sku, quantity },
  });

describe('the catalogue view', () => {
  it('checks stock live: a sale elsewhere caps the next add at once', async () => {
    const { product, sku } = fixtures.stocked(10, 3);
    await setSku(server.app.db, sku.sku, { stock: 2 });
    const refused = await add(product.productId, sku.sku, 3);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'STOCK_QUANTITY_EXCEEDED',
      details: { stock: 2 },
    });
    expect((await add(product.productId, sku.sku, 2)).status).toBe(200);
    // Stock is not part of the view: a stock change does not reload it.
    expect(await server.app.catalogue.refresh()).toBe(false);
  });

  it('checks availability live, and shows a change on the page and the listing once refreshed', async () => {
    const pick = fixtures.stocked(10, 4);
    const variant = pick.product.variants.find((v) => v.colour.slug === pick.colour)!;
    await server.app.db
      .update(skus)
      .set({ availability: AVAILABILITY.discontinued })
      .where(eq(skus.variantId, variant.id));
    const refused = await add(pick.product.productId, pick.sku.sku, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('UNAVAILABLE_ITEMS');

    // The change is notified; refreshing now waits for that reload, or makes it.
    await server.app.catalogue.refresh();
    expect(await productOption(pick.product.productId, pick.sku.sku)).toMatchObject({
      availability: 'discontinued',
      availabilityCode: AVAILABILITY.discontinued,
    });
    const record = server.app.searchService
      .records(`${gb.indexPrefix}_${gb.defaultLanguage}`)
      .find((hit) => hit.objectID === variant.id);
    expect(record?.availability).toBe('discontinued');
  });

  it('reloads on its own when the catalogue changes: the database tells it', async () => {
    const { product, sku } = fixtures.stocked(10, 5);
    const before = server.app.catalogue.view.revision;
    await setSku(server.app.db, sku.sku, { availability: AVAILABILITY.outofstock });
    await expect
      .poll(() => server.app.catalogue.view.revision, { timeout: 5000, interval: 100 })
      .toBeGreaterThan(before);
    expect((await productOption(product.productId, sku.sku))?.availability).toBe('outofstock');
  });
});

describe.skipIf(!testDatabaseUrl)(
  'on PostgreSQL, across instances (skipped unless TEST_DATABASE_URL=postgres://… is set)',
  () => {
    let servers: StartedServer[] = [];

    beforeAll(async () => {
      servers = await startTwoOnPostgres(testDatabaseUrl!);
    });
    afterAll(async () => {
      await Promise.all(servers.map((each) => each.close()));
    });

    /**
     * A stocked sku (the `skip`th) shown through instance b, and a way to make it out of stock
     * through instance a, as another instance or an import would.
     */
    async function skuSeenAcross(skip: number) {
      const [a, b] = servers as [StartedServer, StartedServer];
      const onPostgres = await loadFixtures(a.app);
      const site = onPostgres.site('gb');
      const { product, sku } = onPostgres.stocked(10, skip);
      const shownOnB = async () => {
        const { body } = await request<ProductDetail>(
          `${b.url}/api/product/s/${product.productId}?${siteQuery(site)}`,
        );
        return body.skuOptions.find((option) => option.sku === sku.sku)?.availability;
      };
      const soldOutThroughA = () =>
        setSku(a.app.db, sku.sku, { availability: AVAILABILITY.outofstock });
      return { a, shownOnB, soldOutThroughA };
    }

    it('shows on one instance, within seconds, a change written through the other', async () => {
      const { shownOnB, soldOutThroughA } = await skuSeenAcross(2);
      expect(await shownOnB()).toBe('available');
      await soldOutThroughA();
      await expect.poll(shownOnB, { timeout: 5000, interval: 100 }).toBe('outofstock');
    });

    it('keeps listening after its connection to PostgreSQL drops, missing nothing meanwhile', async () => {
      const { a, shownOnB, soldOutThroughA } = await skuSeenAcross(3);
      expect(await shownOnB()).toBe('available');
      // Every instance's listening connection is cut, as a restart of PostgreSQL would.
      const cut = await a.app.db.execute(sql`
        select pg_terminate_backend(pid) as cut from pg_stat_activity
        where application_name = 'listen catalogue_revision'`);
      expect((cut as unknown as { rows: unknown[] }).rows).toHaveLength(2);
      // Written at once, most likely before the listeners are back: no one hears its NOTIFY.
      await soldOutThroughA();
      await expect.poll(shownOnB, { timeout: 5000, interval: 100 }).toBe('outofstock');
    });
  },
);

/**
 * The journeys' test hooks (docs/api.md "Test hooks"): POST /__test/stock and POST /__test/tax
 * exist only when the shop runs with VITRINE_TEST_HOOKS=1. The first sets a sku's stock and
 * availability through the catalogue's own write, so the product page and the cart agree at
 * once; the second sets how this server's tax service behaves (checkout-tax.test.ts uses it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../src/shared/domain/product';
import { request, siteQuery } from './helpers/api';
import { cartClient } from './helpers/cart-client';
import { loadFixtures, type Fixtures } from './helpers/fixtures';
import { replaceCampaigns } from './helpers/promotions';
import { startServer, type StartedServer } from './helpers/start-server';

describe('without VITRINE_TEST_HOOKS=1', () => {
  let server: StartedServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  it('has no test hook', async () => {
    const response = await request(`${server.url}/__test/stock`, {
      method: 'POST',
      body: { sku: 'any', stock: 0, availability: 3 },
    });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const tax = await request(`${server.url}/__test/tax`, {
      method: 'POST',
      body: { mode: 'throttle' },
    });
    expect(tax.status).toBe(404);
    expect(server.app.tax.service.settings.mode).toBe('normal');
  });
});

describe('with VITRINE_TEST_HOOKS=1', () => {
  let server: StartedServer;
  let fixtures: Fixtures;
  beforeAll(async () => {
    server = await startServer({ testHooks: true });
    fixtures = await loadFixtures(server.app);
    await replaceCampaigns(server, []);
  });
  afterAll(() => server?.close());

  const setStock = (body: unknown) =>
    request(`${server.url}/__test/stock`, { method: 'POST', body });

  it('takes a product out of stock: the page says so and the cart lists it as unavailable', async () => {
    const gb = fixtures.site('gb');
    const pick = fixtures.stocked(10, 0);
    const client = await cartClient(server.url, gb);
    await client.add(pick, 1);
    const set = await setStock({ sku: pick.sku.sku, stock: 0, availability: 3 });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ sku: pick.sku.sku, stock: 0, availability: 3 });
    const page = await request<ProductDetail>(
      `${server.url}/api/product/s/${pick.product.productId}?${siteQuery(gb)}`,
    );
    const option = page.body.skuOptions.find((sku) => sku.sku === pick.sku.sku)!;
    expect(option.availability).toBe('outofstock');
    const cart = (await client.read()).body;
    expect(cart.items).toEqual([]);
    expect(cart.unavailableItems.map((item) => [item.sku, item.availability])).toEqual([
      [pick.sku.sku, 'outofstock'],
    ]);
    expect((await client.add(pick, 1)).body).toMatchObject({ code: 'UNAVAILABLE_ITEMS' });

    expect((await setStock({ sku: pick.sku.sku, stock: 5, availability: 1 })).status).toBe(200);
    expect((await client.read()).body.items.map((item) => item.sku)).toEqual([pick.sku.sku]);
  });

  it("sets this server's tax service, and only its own", async () => {
    const setTax = (body: unknown) => request(`${server.url}/__test/tax`, { method: 'POST', body });
    const slow = await setTax({ mode: 'slow', delayMs: 6000 });
    expect(slow.status).toBe(200);
    expect(slow.body).toEqual({ mode: 'slow', delayMs: 6000 });
    expect(server.app.tax.service.settings).toEqual({ mode: 'slow', delayMs: 6000 });
    // another server (another journey's shop, another suite) keeps its own service as it was
    const other = await startServer();
    try {
      expect(other.app.tax.service.settings.mode).toBe('normal');
    } finally {
      await other.close();
    }
    for (const body of [{ mode: 'broken' }, { mode: 'slow', delayMs: -1 }, { mode: 'fail', x: 1 }])
      expect((await setTax(body)).status, JSON.stringify(body)).toBe(400);
    expect((await setTax({ mode: 'normal' })).body).toEqual({ mode: 'normal', delayMs: 8000 });
  });

  it('answers 404 for an unknown sku and 400 for a body that is not a stock change', async () => {
    expect((await setStock({ sku: 'no-such-sku', stock: 1, availability: 1 })).status).toBe(404);
    for (const body of [
      { sku: 'x', stock: -1, availability: 1 },
      { sku: 'x', stock: 1.5, availability: 1 },
      { sku: 'x', stock: 1, availability: 7 },
      { sku: 'x', stock: 1 },
    ]) {
      const response = await setStock(body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    }
  });
});

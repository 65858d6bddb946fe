/**
 * The cart API: pricing, merging, ordering, quantity changes and every cart rule and limit,
 * over HTTP, with no campaign running (promotions through the cart: cart-promotions.test.ts).
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_CART_QTY, MAX_LINE_ITEMS, MAX_QTY_PER_ITEM } from '../../src/shared/constants';
import { AVAILABILITY, isOrderable } from '../../src/shared/domain/availability';
import type { Cart } from '../../src/shared/domain/cart';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { openSession, request, siteQuery } from './helpers/api';
import type { Fixtures, SkuPick } from './helpers/fixtures';
import {
  everywhere,
  storedCampaign,
  storedPromotion,
  replaceCampaigns,
} from './helpers/promotions';
import { setSku } from './helpers/skus';
import { tableDigests } from './helpers/table-digests';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase, startSuiteServer, type StartSuiteServer } from './helpers/suite-server';

function cartSuite(start: StartSuiteServer) {
  let server: StartedServer;
  let fixtures: Fixtures;
  let gb: SiteRuntime;
  let session: string;

  beforeAll(async () => {
    ({ server, fixtures } = await startSuiteServer(start, { campaigns: [] }));
    gb = fixtures.site('gb');
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    session = await openSession(server.url, gb);
  });

  const cartUrl = (site = gb, lang?: string) => `${server.url}/api/cart?${siteQuery(site, lang)}`;
  const itemUrl = (id: string, site = gb) =>
    `${server.url}/api/cart/${encodeURIComponent(id)}?${siteQuery(site)}`;

  function add(pick: SkuPick, quantity: number, site = gb, extra: Record<string, unknown> = {}) {
    return request<Cart & { code?: string }>(cartUrl(site), {
      method: 'POST',
      session,
      body: { productId: pick.product.productId, sku: pick.sku.sku, quantity, ...extra },
    });
  }

  const setQuantity = (id: string, quantity: number) =>
    request<Cart & { code?: string; details?: unknown }>(itemUrl(id), {
      method: 'PUT',
      session,
      body: { quantity },
    });

  // The tests that change a sku (setSku) pick skus of their own: skip ≥ 40.

  describe('cart', () => {
    it('starts empty and is never cached', async () => {
      const response = await request<Cart>(cartUrl(), { session });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.body.items).toEqual([]);
      expect(response.body.unavailableItems).toEqual([]);
      expect(response.body.promotions).toEqual([]);
      expect(response.body.cartSummary).toMatchObject({ totalItemCount: 0, totalCost: 0 });
    });

    it('names the cart by a public id of its own: stable, random, not the session id', async () => {
      const first = await request<Cart>(cartUrl(), { session });
      await add(fixtures.stocked(), 1);
      const again = await request<Cart>(cartUrl(), { session });
      expect(first.body.cartPublicId).toMatch(/^[0-9a-f-]{36}$/);
      expect(again.body.cartPublicId).toBe(first.body.cartPublicId);
      expect(first.body.cartPublicId).not.toBe(session);
      const other = await openSession(server.url, gb);
      const theirs = await request<Cart>(cartUrl(), { session: other });
      expect(theirs.body.cartPublicId).not.toBe(first.body.cartPublicId);
    });

    it('adds an item priced by the server, and merges the same sku', async () => {
      const pick = fixtures.stocked();
      const price = pick.product.prices[gb.currency]!;
      const first = await add(pick, 1);
      expect(first.status).toBe(200);
      const merged = await add(pick, 2);
      expect(merged.body.items).toHaveLength(1);
      const [item] = merged.body.items;
      expect(item).toMatchObject({
        productId: pick.product.productId,
        sku: pick.sku.sku,
        quantity: 3,
        name: pick.product.names[gb.defaultLanguage] ?? pick.product.names.en,
        unitPrice: { list: price.list, sale: price.sale, currency: gb.currency },
        price: { list: price.list * 3, sale: price.sale * 3, currency: gb.currency },
        url: `/product/${pick.product.slug}/${pick.product.productId}?color=${pick.colour}`,
        availability: 'available',
        discounts: [],
        total: price.sale * 3,
      });
      expect(item!.brand.name).not.toBe('');
      expect(item!.thumbnailUrl).not.toBe('');
      // Markdowns show through list and sale prices: totalDiscount counts promotions only.
      expect(merged.body.cartSummary).toEqual({
        currency: gb.currency,
        totalItemCost: price.sale * 3,
        totalCost: price.sale * 3,
        totalTax: 0,
        totalDiscount: 0,
        totalDiscountProduct: 0,
        totalDiscountShipping: 0,
        totalItemCount: 3,
        deliveryCost: 0,
        deliveryNetCost: 0,
      });
    });

    it('lists items newest first and keeps them on reload', async () => {
      const older = fixtures.stocked(10, 0);
      const newer = fixtures.stocked(10, 1);
      await add(older, 1);
      await add(newer, 2);
      const reloaded = await request<Cart>(cartUrl(), { session });
      expect(reloaded.body.items.map((item) => item.sku)).toEqual([newer.sku.sku, older.sku.sku]);
      expect(reloaded.body.cartSummary.totalItemCount).toBe(3);
    });

    it('prices the same cart in JPY on the jp site, names in Japanese', async () => {
      const jp = fixtures.site('jp');
      const pick = fixtures.stocked();
      await add(pick, 2);
      const response = await request<Cart>(cartUrl(jp, 'ja'), { session });
      const yen = pick.product.prices[jp.currency]!;
      expect(jp.currency).toBe('JPY');
      expect(response.body.cartSummary).toMatchObject({
        currency: 'JPY',
        totalItemCost: yen.sale * 2,
        totalCost: yen.sale * 2,
      });
      expect(response.body.items[0]!.price).toEqual({
        list: yen.list * 2,
        sale: yen.sale * 2,
        currency: 'JPY',
      });
      expect(response.body.items[0]!.name).toBe(pick.product.names.ja ?? pick.product.names.en);
    });

    it('defaults to the session’s site and language when the query names none', async () => {
      const ae = fixtures.site('ae');
      session = await openSession(server.url, ae, 'en');
      const pick = fixtures.stocked();
      await add(pick, 1, ae);
      const response = await request<Cart>(`${server.url}/api/cart`, { session });
      expect(response.status).toBe(200);
      expect(response.body.cartSummary.currency).toBe(ae.currency);
      expect(response.body.items[0]!.name).toBe(pick.product.names.en);
      const unknown = await request(`${server.url}/api/cart?siteTag=nowhere`, { session });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    });

    it('updates a quantity, and 0 removes the line', async () => {
      const pick = fixtures.stocked();
      const added = await add(pick, 1);
      const id = added.body.items[0]!.id;
      const updated = await request<Cart>(itemUrl(id), {
        method: 'PUT',
        session,
        body: { quantity: 4 },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.items[0]!.quantity).toBe(4);
      expect(updated.body.cartSummary.totalItemCount).toBe(4);
      const removed = await request<Cart>(itemUrl(id), {
        method: 'PUT',
        session,
        body: { quantity: 0 },
      });
      expect(removed.body.items).toEqual([]);
    });

    it('answers 404 for an unknown item, or another session’s item', async () => {
      const pick = fixtures.stocked();
      const added = await add(pick, 1);
      const ownId = added.body.items[0]!.id;
      const other = await openSession(server.url, gb);
      for (const [id, as] of [
        ['00000000-0000-4000-8000-000000000000', session],
        ['not-a-uuid', session],
        [ownId, other],
      ] as const) {
        const response = await request(itemUrl(id), {
          method: 'PUT',
          session: as,
          body: { quantity: 1 },
        });
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      }
    });

    it('refuses an unorderable sku with 409 UNAVAILABLE_ITEMS', async () => {
      const pick = fixtures.unorderable();
      expect(isOrderable(pick.sku.availability)).toBe(false);
      const response = await add(pick, 1);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ status: 409, code: 'UNAVAILABLE_ITEMS' });
    });

    it('refuses a sku of another product with 400', async () => {
      const pick = fixtures.stocked();
      const other = fixtures.products.find((p) => p.productId !== pick.product.productId)!;
      const response = await request(cartUrl(), {
        method: 'POST',
        session,
        body: { productId: other.productId, sku: pick.sku.sku, quantity: 1 },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'BAD_REQUEST' });
    });

    it('answers 404 with the spec message for an unknown product', async () => {
      const response = await request(cartUrl(gb, 'en'), {
        method: 'POST',
        session,
        body: { productId: 'ghost', sku: 'ghost-1', quantity: 1 },
      });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({
        message: 'Product not found. ProductId: ghost Language: en',
      });
    });

    it.each([
      ['a zero quantity', { quantity: 0 }],
      ['a negative quantity', { quantity: -1 }],
      ['a fractional quantity', { quantity: 1.5 }],
      ['a text quantity', { quantity: 'two' }],
      ['no sku', { sku: undefined }],
      ['an empty product id', { productId: '' }],
      [`more than ${MAX_QTY_PER_ITEM} at once`, { quantity: MAX_QTY_PER_ITEM + 1 }],
    ])('answers 400 JSON for %s', async (_label, change) => {
      const pick = fixtures.stocked();
      const body = { productId: pick.product.productId, sku: pick.sku.sku, quantity: 1, ...change };
      const response = await request(cartUrl(), { method: 'POST', session, body });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(typeof (response.body as { message: unknown }).message).toBe('string');
    });

    it('answers 400 for an invalid update body', async () => {
      const added = await add(fixtures.stocked(), 1);
      const response = await request(itemUrl(added.body.items[0]!.id), {
        method: 'PUT',
        session,
        body: { quantity: -3 },
      });
      expect(response.status).toBe(400);
    });

    it('caps a raised quantity at the stock left with 409 STOCK_QUANTITY_EXCEEDED', async () => {
      const pick = fixtures.stocked(10, 40);
      const id = (await add(pick, 1)).body.items[0]!.id;
      await setSku(server.app.db, pick.sku.sku, { stock: 3 });
      const refused = await setQuantity(id, 4);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'STOCK_QUANTITY_EXCEEDED',
        details: { stock: 3 },
      });
      const raised = await setQuantity(id, 3);
      expect(raised.status).toBe(200);
      expect(raised.body.items[0]!.quantity).toBe(3);
    });

    it('lowers, but never raises, a line whose sku can no longer be ordered', async () => {
      const pick = fixtures.stocked(10, 41);
      const id = (await add(pick, 2)).body.items[0]!.id;
      await setSku(server.app.db, pick.sku.sku, { availability: AVAILABILITY.discontinued });
      const raised = await setQuantity(id, 3);
      expect(raised.status).toBe(409);
      expect(raised.body).toMatchObject({ code: 'UNAVAILABLE_ITEMS' });
      expect((await add(pick, 1)).status).toBe(409);
      const lowered = await setQuantity(id, 1);
      expect(lowered.status).toBe(200);
      expect(lowered.body.items).toEqual([]);
      expect(lowered.body.unavailableItems[0]).toMatchObject({
        quantity: 1,
        availability: 'discontinued',
      });
      expect((await setQuantity(id, 0)).body.unavailableItems).toEqual([]);
    });

    it('lists lines that can no longer be ordered apart, counted in no total', async () => {
      const kept = fixtures.stocked(10, 44);
      const soldOut = fixtures.stocked(10, 45);
      const ended = fixtures.stocked(10, 46);
      for (const pick of [kept, soldOut, ended]) await add(pick, 1);
      await setSku(server.app.db, soldOut.sku.sku, { stock: 0 });
      await setSku(server.app.db, ended.sku.sku, { availability: AVAILABILITY.discontinued });
      const cart = await request<Cart>(cartUrl(), { session });
      expect(cart.body.items.map((item) => item.sku)).toEqual([kept.sku.sku]);
      expect(cart.body.unavailableItems.map((item) => [item.sku, item.availability])).toEqual([
        [ended.sku.sku, 'discontinued'],
        [soldOut.sku.sku, 'outofstock'],
      ]);
      const price = kept.product.prices[gb.currency]!;
      expect(cart.body.cartSummary).toMatchObject({
        totalItemCost: price.sale,
        totalCost: price.sale,
        totalItemCount: 1,
      });
    });

    it('sells a pre-order beyond its stock, a low-stock sku only up to it', async () => {
      const preorder = fixtures.stocked(10, 42);
      await setSku(server.app.db, preorder.sku.sku, {
        availability: AVAILABILITY.preorder,
        stock: 1,
      });
      const added = await add(preorder, 3);
      expect(added.status).toBe(200);
      expect((await setQuantity(added.body.items[0]!.id, 5)).status).toBe(200);

      const low = fixtures.stocked(10, 43);
      await setSku(server.app.db, low.sku.sku, { availability: AVAILABILITY.lowstock, stock: 2 });
      expect((await add(low, 3)).body).toMatchObject({ details: { stock: 2 } });
      const lowLine = await add(low, 2);
      expect(lowLine.status).toBe(200);
      const id = lowLine.body.items.find((item) => item.sku === low.sku.sku)!.id;
      expect((await setQuantity(id, 3)).body).toMatchObject({ code: 'STOCK_QUANTITY_EXCEEDED' });
    });

    it(`caps a line at ${MAX_QTY_PER_ITEM} with 409 MAX_QTY_PER_ITEM_EXCEEDED`, async () => {
      const pick = fixtures.stocked(MAX_QTY_PER_ITEM);
      expect((await add(pick, MAX_QTY_PER_ITEM)).status).toBe(200);
      const response = await add(pick, 1);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: 'MAX_QTY_PER_ITEM_EXCEEDED' });
      // A quantity above the limit is bad input before it is a cart rule (the schema's maximum).
      const id = (await request<Cart>(cartUrl(), { session })).body.items[0]!.id;
      const update = await request(itemUrl(id), {
        method: 'PUT',
        session,
        body: { quantity: MAX_QTY_PER_ITEM + 1 },
      });
      expect(update.status).toBe(400);
      expect(update.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      const cart = await request<Cart>(cartUrl(), { session });
      expect(cart.body.items[0]!.quantity).toBe(MAX_QTY_PER_ITEM);
    });

    it(`caps the cart at ${MAX_LINE_ITEMS} lines with 409 MAX_LINE_ITEMS_EXCEEDED`, async () => {
      for (let index = 0; index < MAX_LINE_ITEMS; index++) {
        expect((await add(fixtures.stocked(1, index), 1)).status).toBe(200);
      }
      const response = await add(fixtures.stocked(1, MAX_LINE_ITEMS), 1);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        status: 409,
        code: 'MAX_LINE_ITEMS_EXCEEDED',
        details: { maxLineItems: MAX_LINE_ITEMS },
      });
      // Adding more of a line already in the cart is still fine.
      expect((await add(fixtures.stocked(1, 0), 1)).status).toBe(200);
    });

    it(`caps the cart at ${MAX_CART_QTY} units with 409 MAX_CART_QTY_EXCEEDED`, async () => {
      const lines = MAX_CART_QTY / MAX_QTY_PER_ITEM;
      const picks = Array.from({ length: lines }, (_, index) => fixtures.stocked(10, index));
      for (const pick of picks) expect((await add(pick, MAX_QTY_PER_ITEM)).status).toBe(200);
      const before = await tableDigests(server.app.db);
      const refused = await add(fixtures.stocked(10, lines), 1);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'MAX_CART_QTY_EXCEEDED',
        details: { maxCartQuantity: MAX_CART_QTY },
      });
      expect(await tableDigests(server.app.db)).toEqual(before);
      // Raising a line is held to it too; lowering one makes room.
      const cart = (await request<Cart>(cartUrl(), { session })).body;
      const first = cart.items[0]!;
      expect((await setQuantity(first.id, MAX_QTY_PER_ITEM - 1)).status).toBe(200);
      expect((await add(fixtures.stocked(10, lines), 1)).status).toBe(200);
      const raised = await setQuantity(first.id, MAX_QTY_PER_ITEM);
      expect(raised.status).toBe(409);
      expect(raised.body).toMatchObject({ code: 'MAX_CART_QTY_EXCEEDED' });
    });

    it('refuses a gift sku added on its own with 409 SECONDARY_VARIANT', async () => {
      const gift = fixtures.stocked(10, 47);
      const now = Date.now();
      await replaceCampaigns(server, [
        storedCampaign('gift', now, [
          storedPromotion(
            'tote',
            { type: 'VALUE_OVERRIDE', component: 'ITEM', amount: everywhere(0) },
            { gift: { productId: gift.product.productId, sku: gift.sku.sku } },
          ),
        ]),
      ]);
      try {
        const response = await add(gift, 1);
        expect(response.status).toBe(409);
        expect(response.body).toMatchObject({ status: 409, code: 'SECONDARY_VARIANT' });
        expect((await request<Cart>(cartUrl(), { session })).body.items).toEqual([]);
      } finally {
        await replaceCampaigns(server, []);
      }
      expect((await add(gift, 1)).status).toBe(200);
    });

    it('empties the cart in the same write with forceBasketClear, and keeps setCode', async () => {
      const [a, b, c] = [0, 1, 2].map((skip) => fixtures.stocked(10, skip)) as [
        SkuPick,
        SkuPick,
        SkuPick,
      ];
      await add(a, 2);
      await add(b, 1, gb, { setCode: 'LOOK-1' });
      const merged = await add(b, 1);
      expect(merged.body.items[0]).toMatchObject({
        sku: b.sku.sku,
        quantity: 2,
        setCode: 'LOOK-1',
      });
      expect(merged.body.items[1]!.setCode).toBeUndefined();
      // A refused add with forceBasketClear leaves the cart as it was.
      const refused = await add(fixtures.unorderable(), 1, gb, { forceBasketClear: true });
      expect(refused.status).toBe(409);
      expect((await request<Cart>(cartUrl(), { session })).body.items).toHaveLength(2);
      const cleared = await add(c, 3, gb, { forceBasketClear: true, setCode: 'LOOK-2' });
      expect(cleared.status).toBe(200);
      expect(cleared.body.items.map((item) => [item.sku, item.quantity, item.setCode])).toEqual([
        [c.sku.sku, 3, 'LOOK-2'],
      ]);
      // Clearing a cart that holds the same sku starts it again from the quantity added.
      const again = await add(c, 1, gb, { forceBasketClear: true });
      expect(again.body.items.map((item) => [item.sku, item.quantity])).toEqual([[c.sku.sku, 1]]);
      expect(again.body.cartPublicId).toBe(cleared.body.cartPublicId);
    });

    it('loses no update when the same sku is added concurrently', async () => {
      const pick = fixtures.stocked(8);
      const responses = await Promise.all(Array.from({ length: 8 }, () => add(pick, 1)));
      expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
      const cart = await request<Cart>(cartUrl(), { session });
      expect(cart.body.items).toHaveLength(1);
      expect(cart.body.items[0]!.quantity).toBe(8);
    });
  });
}

onEachDatabase(cartSuite);

/**
 * Tax calculated at checkout over HTTP (issue 13 "Tax", spec §4, §7, §8): on the US site, POST
 * /api/cart/calculate-tax asks the tax service for the cart's tax and answers PENDING at once;
 * the cart read a moment later holds it, by the delivery state's rate on the lines after their
 * discounts and on the shipping where the state taxes it. Any change to the cart makes it stale;
 * an order is refused until it is DONE for the cart as it is, and is priced with it. The tax
 * service's bad days (slow, failing, throttling) come through the test hook. Other sites'
 * prices include tax. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { CHECKOUT_AGREEMENT_IDS } from '../../content/site-config';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { cartTaxes, orders } from '../../src/server/db/schema';
import { CHECKOUT_API } from '../../src/shared/api/checkout-paths';
import type { PlacedOrder } from '../../src/shared/api/checkout-payment';
import { encryptCard } from '../../src/platform/payments/encrypt-card';
import { request, siteQuery } from './helpers/api';
import { LONDON } from './helpers/checkout-client';
import { isBulky } from '../../src/server/checkout/bulky-items';
import type { Fixtures, SkuPick } from './helpers/fixtures';
import { NO_RATE_LIMITS } from './helpers/fuzz/fuzz-operation';
import { newKey } from './helpers/order-shopper';
import { card, publicKey } from './helpers/payments';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase, startSuiteServer, type StartSuiteServer } from './helpers/suite-server';
import {
  AUSTIN,
  LOS_ANGELES,
  PORTLAND,
  setTaxMode,
  taxShopper,
  type TaxShopper,
} from './helpers/tax-shopper';

/** The tax on `amount` at `basisPoints` (1/100 %), rounded half up: worked out apart from the server. */
const taxAt = (amount: number, basisPoints: number) => Math.round((amount * basisPoints) / 10_000);
const STANDARD = 895;
const EXPRESS = 2495;
const SUCCESS_CARD = '4111111111111111';
const CONSUMER = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phoneNumber: '(201) 555-0123',
};

function taxSuite(start: StartSuiteServer) {
  let server: StartedServer;
  let fixtures: Fixtures;
  let us: SiteRuntime;
  let picks = 0;

  beforeAll(async () => {
    ({ server, fixtures } = await startSuiteServer(start, {
      overrides: { testHooks: true, rateLimits: NO_RATE_LIMITS },
      campaigns: [],
    }));
    us = fixtures.site('us');
  });
  afterAll(() => server?.close());
  afterEach(() => setTaxMode(server.url, 'normal'));

  /** A parcel no other test uses: every option carries it. */
  function freshPick(): SkuPick {
    for (;;) {
      const pick = fixtures.stocked(10, picks++);
      if (!isBulky(pick.product)) return pick;
    }
  }

  /** A US shopper with 2 of a fresh item in the bag, delivered to `address`, STANDARD shipping. */
  async function readyShopper(address: object = LOS_ANGELES) {
    const client = await taxShopper(server.url, us);
    const pick = freshPick();
    expect((await client.add(pick, 2)).status).toBe(200);
    expect((await client.address(address)).status).toBe(200);
    expect((await client.consumer(CONSUMER)).status).toBe(200);
    const chosen = await client.shipping({ id: 'STANDARD' });
    expect(chosen.status).toBe(200);
    return { client, pick, cart: chosen.body };
  }

  const itemsOf = (cart: { items: { total: number }[] }) =>
    cart.items.reduce((sum, item) => sum + item.total, 0);

  async function pay(client: TaxShopper, expectedTotal: number) {
    const key = await publicKey(server.url);
    return request<PlacedOrder>(`${server.url}${CHECKOUT_API.checkoutPayment}?${siteQuery(us)}`, {
      method: 'POST',
      session: client.session,
      headers: { 'idempotency-key': newKey() },
      body: {
        paymentMethod: 'creditcard',
        card: await encryptCard(card(SUCCESS_CARD), key),
        holderName: 'Jane Doe',
        expectedTotal,
        agreements: CHECKOUT_AGREEMENT_IDS,
      },
    });
  }

  describe('by the delivery state', () => {
    it('California: 7.25 % on the lines, none on the shipping, after a PENDING answer', async () => {
      const { client, cart } = await readyShopper(LOS_ANGELES);
      expect(cart).toMatchObject({ taxCalculated: false, taxStatus: 'NOT_CALCULATED' });
      const items = itemsOf(cart);
      expect(cart.cartSummary).toMatchObject({
        totalTax: 0,
        deliveryCost: STANDARD,
        deliveryNetCost: STANDARD,
        totalCost: items + STANDARD,
      });

      const asked = await client.calculateTax();
      expect(asked.status).toBe(200);
      expect(asked.headers.get('cache-control')).toBe('no-store');
      expect(asked.body).toMatchObject({ taxCalculated: false, taxStatus: 'PENDING' });
      expect(asked.body.cartSummary.totalTax).toBe(0);

      const done = await client.settledTax();
      const tax = taxAt(items, 725);
      expect(tax).toBeGreaterThan(0);
      expect(done).toMatchObject({ taxCalculated: true, taxStatus: 'DONE' });
      expect(done.cartSummary).toMatchObject({
        currency: 'USD',
        totalTax: tax,
        deliveryCost: STANDARD,
        deliveryNetCost: STANDARD,
        totalCost: items + STANDARD + tax,
      });
      // asked again for the same cart: nothing to do, the tax stays
      const again = await client.calculateTax();
      expect(again.body).toMatchObject({ taxStatus: 'DONE' });
      expect(again.body.cartSummary.totalTax).toBe(tax);
    });

    it('Texas: 6.25 % on the lines and on the shipping, its part in the delivery cost', async () => {
      const { client, cart } = await readyShopper(AUSTIN);
      await client.calculateTax();
      const done = await client.settledTax();
      const items = itemsOf(cart);
      const shippingTax = taxAt(STANDARD, 625);
      expect(done.cartSummary).toMatchObject({
        totalTax: taxAt(items, 625) + shippingTax,
        deliveryNetCost: STANDARD,
        deliveryCost: STANDARD + shippingTax,
        totalCost: items + STANDARD + taxAt(items, 625) + shippingTax,
      });
    });

    it('Oregon: no sales tax, and the tax is calculated all the same', async () => {
      const { client, cart } = await readyShopper(PORTLAND);
      await client.calculateTax();
      const done = await client.settledTax();
      expect(done).toMatchObject({ taxCalculated: true, taxStatus: 'DONE' });
      expect(done.cartSummary).toMatchObject({
        totalTax: 0,
        totalCost: cart.cartSummary.totalCost,
      });
    });

    it('on the lines after their discounts (a 10 % voucher)', async () => {
      const { client } = await readyShopper(LOS_ANGELES);
      const discounted = await client.voucher({ action: 'apply', code: 'WELCOME10' });
      expect(discounted.status).toBe(200);
      expect(discounted.body.cartSummary.totalDiscountProduct).toBeGreaterThan(0);
      await client.calculateTax();
      const done = await client.settledTax();
      const items = itemsOf(done);
      expect(items).toBe(done.cartSummary.totalItemCost - done.cartSummary.totalDiscountProduct);
      expect(done.cartSummary.totalTax).toBe(taxAt(items, 725));
    });

    it('is never asked where prices include tax: a GB cart is answered as it is', async () => {
      const client = await taxShopper(server.url, fixtures.site('gb'));
      await client.add(freshPick(), 1);
      await client.address(LONDON);
      await client.shipping({ id: 'STANDARD' });
      const answer = await client.calculateTax();
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ taxCalculated: true, taxStatus: 'INCLUDED' });
      expect(answer.body.cartSummary.totalTax).toBe(0);
      const rows = await server.app.db
        .select()
        .from(cartTaxes)
        .where(eq(cartTaxes.sessionId, client.session));
      expect(rows).toEqual([]);
    });
  });

  describe('a cart that changes', () => {
    it('is no longer calculated after a quantity, shipping or address change, until asked again', async () => {
      const { client } = await readyShopper(AUSTIN);
      await client.calculateTax();
      const first = await client.settledTax();
      expect(first.taxStatus).toBe('DONE');

      const more = await client.setQuantity(first.items[0]!.id, 3);
      expect(more.body).toMatchObject({ taxCalculated: false, taxStatus: 'NOT_CALCULATED' });
      expect(more.body.cartSummary.totalTax).toBe(0);
      expect(more.body.cartSummary.totalCost).toBe(itemsOf(more.body) + STANDARD);
      await client.calculateTax();
      const second = await client.settledTax();
      expect(second.cartSummary.totalTax).toBe(taxAt(itemsOf(second), 625) + taxAt(STANDARD, 625));

      const express = await client.shipping({ id: 'EXPRESS' });
      expect(express.body.taxStatus).toBe('NOT_CALCULATED');
      await client.calculateTax();
      const third = await client.settledTax();
      expect(third.cartSummary.totalTax).toBe(taxAt(itemsOf(third), 625) + taxAt(EXPRESS, 625));

      const moved = await client.address(PORTLAND);
      expect(moved.body.taxStatus).toBe('NOT_CALCULATED');
      await client.calculateTax();
      expect((await client.settledTax()).cartSummary.totalTax).toBe(0);
    });
  });

  describe('an order', () => {
    it('is refused until the tax is DONE for the cart as it is, then priced and charged with it', async () => {
      const { client, cart } = await readyShopper(AUSTIN);
      const before = await pay(client, cart.cartSummary.totalCost);
      expect(before.status).toBe(409);
      expect(before.body).toMatchObject({
        code: 'TAX_NOT_CALCULATED',
        details: { taxStatus: 'NOT_CALCULATED' },
      });

      await setTaxMode(server.url, 'slow', 1_500);
      expect((await client.calculateTax()).body.taxStatus).toBe('PENDING');
      const pending = await pay(client, cart.cartSummary.totalCost);
      expect(pending.body).toMatchObject({
        code: 'TAX_NOT_CALCULATED',
        details: { taxStatus: 'PENDING' },
      });
      const done = await client.settledTax();
      expect(done.taxStatus).toBe('DONE');
      expect(
        await server.app.db.select().from(orders).where(eq(orders.sessionId, client.session)),
      ).toEqual([]);

      const paid = await pay(client, done.cartSummary.totalCost);
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ status: 'PAID', total: done.cartSummary.totalCost });
      const [order] = await server.app.db
        .select()
        .from(orders)
        .where(eq(orders.reference, paid.body.orderReference));
      expect(order).toMatchObject({
        currency: 'USD',
        tax: done.cartSummary.totalTax,
        deliveryCost: STANDARD,
        total: done.cartSummary.totalCost,
      });
      const [charge] = await server.app.paymentProvider.findByMerchantReference(
        paid.body.orderReference,
      );
      expect(charge?.amount).toEqual({ value: done.cartSummary.totalCost, currency: 'USD' });
    });

    it('is refused when the cart changed after its tax was calculated', async () => {
      const { client } = await readyShopper(LOS_ANGELES);
      await client.calculateTax();
      const done = await client.settledTax();
      const changed = await client.shipping({ id: 'EXPRESS' });
      const refused = await pay(client, done.cartSummary.totalCost);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'TAX_NOT_CALCULATED' });
      expect(changed.body.taxStatus).toBe('NOT_CALCULATED');
    });
  });

  describe("the tax service's bad days", () => {
    it('throttling: 429 "Too Many Tax Calculation Requests", nothing stored', async () => {
      const { client } = await readyShopper();
      await setTaxMode(server.url, 'throttle');
      const refused = await client.calculateTax();
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'Too Many Tax Calculation Requests',
      });
      expect(refused.headers.get('retry-after')).toBe('2');
      expect((await client.read()).body.taxStatus).toBe('NOT_CALCULATED');
      const rows = await server.app.db
        .select()
        .from(cartTaxes)
        .where(eq(cartTaxes.sessionId, client.session));
      expect(rows).toEqual([]);

      await setTaxMode(server.url, 'normal');
      await client.calculateTax();
      expect((await client.settledTax()).taxStatus).toBe('DONE');
    });

    it('failing: FAILED with "Tax Calculation Error", and asked again it succeeds', async () => {
      const { client } = await readyShopper();
      await setTaxMode(server.url, 'fail');
      expect((await client.calculateTax()).body.taxStatus).toBe('PENDING');
      const failed = await client.settledTax();
      expect(failed).toMatchObject({
        taxCalculated: false,
        taxStatus: 'FAILED',
        taxMessage: 'Tax Calculation Error',
      });
      expect(failed.cartSummary.totalTax).toBe(0);

      await setTaxMode(server.url, 'normal');
      expect((await client.calculateTax()).body.taxStatus).toBe('PENDING');
      const done = await client.settledTax();
      expect(done.taxStatus).toBe('DONE');
      expect(done).not.toHaveProperty('taxMessage');
    });

    it('slow: PENDING for as long as the service takes', async () => {
      const { client } = await readyShopper();
      await setTaxMode(server.url, 'slow', 1_200);
      const asked = Date.now();
      await client.calculateTax();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await client.read()).body.taxStatus).toBe('PENDING');
      const done = await client.settledTax();
      expect(done.taxStatus).toBe('DONE');
      expect(Date.now() - asked).toBeGreaterThanOrEqual(1_200);
    });

    it('a newer request supersedes a slow one, whose late answer changes nothing', async () => {
      const { client } = await readyShopper();
      await setTaxMode(server.url, 'slow', 1_000);
      await client.calculateTax();
      await setTaxMode(server.url, 'normal');
      await client.calculateTax();
      expect((await client.settledTax()).taxStatus).toBe('DONE');
      const settledAt = async () =>
        (
          await server.app.db
            .select({ at: cartTaxes.settledAt })
            .from(cartTaxes)
            .where(eq(cartTaxes.sessionId, client.session))
        )[0]!.at;
      const first = await settledAt();
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(await settledAt()).toEqual(first);
    });
  });

  describe('refusals', () => {
    it('needs items, a delivery address and a shipping option: 409 CHECKOUT_INCOMPLETE', async () => {
      const empty = await taxShopper(server.url, us);
      const refused = await empty.calculateTax();
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'CHECKOUT_INCOMPLETE',
        details: { missing: ['items', 'deliveryAddress', 'shipping'] },
      });
      await empty.add(freshPick(), 1);
      expect((await empty.calculateTax()).body).toMatchObject({
        details: { missing: ['deliveryAddress', 'shipping'] },
      });
    });

    it('a reference that is not the delivery address: 409 CONFLICT; the right one is taken', async () => {
      const { client } = await readyShopper({ ...LOS_ANGELES, reference: 'Home' });
      const stale = await client.calculateTax({ reference: 'Office' });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ status: 409, code: 'CONFLICT' });
      expect((await client.read()).body.taxStatus).toBe('NOT_CALCULATED');
      expect((await client.calculateTax({ reference: 'Home' })).body.taxStatus).toBe('PENDING');
    });

    it('a body that is not one: 400; no session: 401', async () => {
      const { client } = await readyShopper();
      for (const body of ['"address"', '[]', '{"reference":1}', '{"address":{}}']) {
        const refused = await request(
          `${server.url}${CHECKOUT_API.calculateTax}?${siteQuery(us)}`,
          { method: 'POST', session: client.session, body },
        );
        expect(refused.status, body).toBe(400);
        expect(refused.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      }
      const anonymous = await request(
        `${server.url}${CHECKOUT_API.calculateTax}?${siteQuery(us)}`,
        { method: 'POST', body: {} },
      );
      expect(anonymous.status).toBe(401);
      expect((await client.read()).body.taxStatus).toBe('NOT_CALCULATED');
    });
  });
}

onEachDatabase(taxSuite);

/**
 * Placing an order in the database (src/server/orders): the cart priced again inside the
 * order's transaction, stock taken without overselling, the order stored AWAITING_PAYMENT,
 * then paid (the bought units leave the cart) or cancelled (the units go back to stock). The
 * carts are filled over HTTP as shoppers fill them; the orders are placed by calling the
 * store on the server's own database, as the checkout's payment call will. Runs on PGlite,
 * and on PostgreSQL when TEST_DATABASE_URL is set, where the buyers race on separate
 * connections.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartPricer } from '../../src/server/cart/cart-pricer';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { orderLines, orders, orderStatusHistory, skus } from '../../src/server/db/schema';
import type { CheckoutChoices } from '../../src/server/orders/order-snapshot';
import { reserveOrder, type ReserveOutcome } from '../../src/server/orders/reserve-order';
import { cancelOrder, markOrderPaid } from '../../src/server/orders/settle-order';
import { saveVouchers } from '../../src/server/vouchers/voucher-repository';
import { cartClient, type CartClient } from './helpers/cart-client';
import { everywhere } from './helpers/promotions';
import { startOrderSuite, type OrderSuite } from './helpers/order-shopper';
import { setSku } from './helpers/skus';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase, type StartSuiteServer } from './helpers/suite-server';

/**
 * How many times the last-units race runs: CI asks for 20 (issue 13). On PGlite one
 * transaction runs at a time, so there the race checks that each order reads the cart inside
 * its own transaction; on PostgreSQL the buyers' transactions overlap, and it checks the
 * conditional stock update (without it, 19 of the 50 buyers got an order).
 */
const RACES = 20;

const CHECKOUT: CheckoutChoices = {
  consumer: { firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com' },
  deliveryAddress: {
    firstName: 'Ada',
    lastName: 'Byron',
    addressLine1: '12 Marsh Lane',
    city: 'London',
    postcode: 'N1 9GU',
    countryCode: 'GB',
  },
  billingAddress: null,
  shipping: { method: 'STANDARD', delivery: { min: 2, max: 4 } },
  paymentMethod: 'creditcard',
};

function orderSuite(start: StartSuiteServer) {
  let server: StartedServer;
  let gb: SiteRuntime;
  let freshSku: OrderSuite['freshSku'];

  beforeAll(async () => {
    ({ server, gb, freshSku } = await startOrderSuite(start));
  });
  afterAll(() => server?.close());

  const place = (client: CartClient): Promise<ReserveOutcome> =>
    reserveOrder(server.app.db, {
      session: { id: client.session, idleMs: server.app.config.sessionIdleMs },
      site: gb.siteTag,
      language: 'en',
      price: cartPricer(server.app, gb, 'en'),
      checkout: CHECKOUT,
    });

  const stockOf = async (sku: string) =>
    (await server.app.db.select({ stock: skus.stock }).from(skus).where(eq(skus.sku, sku)))[0]!
      .stock;

  const statuses = async (orderId: string) =>
    (
      await server.app.db
        .select({ status: orderStatusHistory.status })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.at))
    ).map((row) => row.status);

  async function reserved(client: CartClient) {
    const outcome = await place(client);
    if (outcome.outcome !== 'reserved') throw new Error(`not reserved: ${outcome.outcome}`);
    return outcome.order;
  }

  it('stores the order as the cart prices it, takes its units from stock and keeps the cart', async () => {
    const [coat, scarf] = [await freshSku(5), await freshSku(5)];
    const client = await cartClient(server.url, gb);
    await client.add(coat, 2);
    const cart = (await client.add(scarf, 1)).body;

    const order = await reserved(client);
    expect(order.total).toBe(cart.cartSummary.totalCost);
    const [row] = await server.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      reference: order.reference,
      status: 'AWAITING_PAYMENT',
      site: gb.siteTag,
      currency: gb.currency,
      itemCost: cart.cartSummary.totalItemCost,
      total: cart.cartSummary.totalCost,
      sessionId: client.session,
    });
    expect(row!.snapshot).toMatchObject({ ...CHECKOUT, promotions: [] });
    const lines = await server.app.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    expect(lines.map((line) => [line.sku, line.quantity]).sort()).toEqual(
      [
        [coat.sku.sku, 2],
        [scarf.sku.sku, 1],
      ].sort(),
    );
    expect(await stockOf(coat.sku.sku)).toBe(3);
    expect(await stockOf(scarf.sku.sku)).toBe(4);
    // the bag is the shopper's until the payment is authorised
    expect((await client.read()).body.items).toHaveLength(2);
    expect(await statuses(order.id)).toEqual(['AWAITING_PAYMENT']);
  });

  it('once paid, takes the bought units out of the cart and leaves a line added meanwhile', async () => {
    const [bought, later] = [await freshSku(5), await freshSku(5)];
    const client = await cartClient(server.url, gb);
    await client.add(bought, 2);
    const order = await reserved(client);
    await client.add(later, 1);

    expect(await markOrderPaid(server.app.db, order.id, { reference: 'PSP-1' })).toEqual({
      outcome: 'settled',
    });
    const left = (await client.read()).body.items;
    expect(left.map((item) => [item.sku, item.quantity])).toEqual([[later.sku.sku, 1]]);
    expect(await statuses(order.id)).toEqual(['AWAITING_PAYMENT', 'PAID']);
    expect(await stockOf(bought.sku.sku)).toBe(3);
    // a repeat changes nothing
    expect(await markOrderPaid(server.app.db, order.id, { reference: 'PSP-1' })).toEqual({
      outcome: 'already',
      status: 'PAID',
    });
    expect(await cancelOrder(server.app.db, order.id, 'late refusal')).toEqual({
      outcome: 'already',
      status: 'PAID',
    });
    expect(await stockOf(bought.sku.sku)).toBe(3);
  });

  it('once cancelled, gives the units back to stock and leaves the cart as it was', async () => {
    const pick = await freshSku(4);
    const client = await cartClient(server.url, gb);
    await client.add(pick, 3);
    const order = await reserved(client);
    expect(await stockOf(pick.sku.sku)).toBe(1);

    expect(await cancelOrder(server.app.db, order.id, 'Refused')).toEqual({ outcome: 'settled' });
    expect(await stockOf(pick.sku.sku)).toBe(4);
    expect((await client.read()).body.items.map((item) => item.quantity)).toEqual([3]);
    expect(await statuses(order.id)).toEqual(['AWAITING_PAYMENT', 'CANCELLED']);
    expect(await cancelOrder(server.app.db, order.id, 'Refused')).toEqual({
      outcome: 'already',
      status: 'CANCELLED',
    });
    expect(await stockOf(pick.sku.sku)).toBe(4);
    // the shopper can order the same bag again
    expect((await place(client)).outcome).toBe('reserved');
  });

  it('places one order at a time per session', async () => {
    const client = await cartClient(server.url, gb);
    await client.add(await freshSku(5), 1);
    const first = await reserved(client);
    expect(await place(client)).toEqual({ outcome: 'in-progress', reference: first.reference });
  });

  it('refuses an empty cart, an unknown session and a line no longer in stock, storing nothing', async () => {
    const empty = await cartClient(server.url, gb);
    expect(await place(empty)).toEqual({ outcome: 'empty' });
    expect(
      await reserveOrder(server.app.db, {
        session: { id: '00000000-0000-4000-8000-000000000000', idleMs: 60_000 },
        site: gb.siteTag,
        language: 'en',
        price: cartPricer(server.app, gb, 'en'),
        checkout: CHECKOUT,
      }),
    ).toEqual({ outcome: 'no-session' });

    const [kept, gone] = [await freshSku(5), await freshSku(2)];
    const client = await cartClient(server.url, gb);
    await client.add(kept, 1);
    await client.add(gone, 2);
    await setSku(server.app.db, gone.sku.sku, { stock: 1 });
    const before = await server.app.db.select({ id: orders.id }).from(orders);
    expect(await place(client)).toEqual({ outcome: 'unavailable', skus: [gone.sku.sku] });
    expect(await server.app.db.select({ id: orders.id }).from(orders)).toEqual(before);
    expect(await stockOf(kept.sku.sku)).toBe(5);
    expect(await stockOf(gone.sku.sku)).toBe(1);
  });

  it('lets one order use a single-use voucher; cancelling it frees the voucher', async () => {
    await saveVouchers(server.app.db, [
      {
        voucher: {
          code: 'ONEORDER',
          name: 'One order',
          message: '£5 off one order',
          validFrom: 0,
          validTo: Date.now() + 86_400_000,
          singleUse: true,
          promotion: {
            id: 'one-order',
            name: 'One order',
            messageId: 'VOUCHER.ONEORDER',
            discount: { type: 'VALUE_OFF', component: 'BASKET', amount: everywhere(500) },
          },
        },
      },
    ]);
    const buyers = await Promise.all([cartClient(server.url, gb), cartClient(server.url, gb)]);
    for (const buyer of buyers) {
      await buyer.add(await freshSku(5), 1);
      const applied = await buyer.voucher({ action: 'apply', code: 'oneorder' });
      expect(applied.body.cartSummary).toMatchObject({
        voucherCode: 'ONEORDER',
        totalDiscount: 500,
      });
    }
    const outcomes = await Promise.all(buyers.map(place));
    const won = outcomes.findIndex((outcome) => outcome.outcome === 'reserved');
    expect(won).toBeGreaterThanOrEqual(0);
    // whichever order came second, the shopper is told, not charged the undiscounted price
    expect(outcomes[1 - won]).toEqual({
      outcome: 'voucher-refused',
      code: 'ONEORDER',
      errorCode: 'VOUCHER_ALREADY_USED',
    });
    const order = (outcomes[won] as Extract<ReserveOutcome, { outcome: 'reserved' }>).order;
    expect(order.cart.cartSummary.totalDiscount).toBe(500);

    await cancelOrder(server.app.db, order.id, 'Refused');
    expect((await place(buyers[1 - won]!)).outcome).toBe('reserved');
  });

  describe(`the last units, ${RACES} times`, () => {
    it('50 buyers for the last 10 units: exactly 10 orders, stock 0', async () => {
      for (let race = 0; race < RACES; race++) {
        const pick = await freshSku(50);
        const buyers = await Promise.all(
          Array.from({ length: 50 }, () => cartClient(server.url, gb)),
        );
        const added = await Promise.all(buyers.map((buyer) => buyer.add(pick, 1)));
        expect(added.map((answer) => answer.status)).toEqual(buyers.map(() => 200));
        await setSku(server.app.db, pick.sku.sku, { stock: 10 });

        const outcomes = await Promise.all(buyers.map(place));
        const kinds = outcomes.map((outcome) => outcome.outcome);
        expect(kinds.filter((kind) => kind === 'reserved')).toHaveLength(10);
        expect(kinds.filter((kind) => kind === 'unavailable')).toHaveLength(40);
        expect(await stockOf(pick.sku.sku)).toBe(0);
        const [bought] = await server.app.db
          .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .where(and(eq(orderLines.sku, pick.sku.sku), eq(orders.status, 'AWAITING_PAYMENT')));
        expect(bought?.units).toBe(10);
      }
    });
  });
}

onEachDatabase(orderSuite);

/**
 * The reconciliation of orders left AWAITING_PAYMENT (src/server/orders/reconcile-orders.ts)
 * against the local provider: "the shop died between the charge and its commit" is an order
 * reserved and authorised through the shop's provider client but never settled; an order
 * reserved with no charge is one the shop died on before the provider heard of it. Runs on
 * PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptCard } from '../../src/platform/payments/encrypt-card';
import { cartPricer } from '../../src/server/cart/cart-pricer';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { orderChoices } from '../../src/server/checkout/order-choices';
import { orders } from '../../src/server/db/schema';
import { reconcileOrders } from '../../src/server/orders/reconcile-orders';
import { reconcileProvider } from '../../src/server/orders/reconcile-plugin';
import { reserveOrder } from '../../src/server/orders/reserve-order';
import { loadFixtures, type Fixtures } from './helpers/fixtures';
import { NO_RATE_LIMITS } from './helpers/fuzz/fuzz-operation';
import {
  newKey,
  orderShopper,
  ordersOf,
  stockOf,
  type OrderShopper,
  startOrderSuite,
} from './helpers/order-shopper';
import { card, publicKey } from './helpers/payments';
import { setSku } from './helpers/skus';
import { startServer, type StartedServer } from './helpers/start-server';
import { onEachDatabase, type StartSuiteServer } from './helpers/suite-server';

function reconcileSuite(start: StartSuiteServer) {
  let server: StartedServer;
  let fixtures: Fixtures;
  let gb: SiteRuntime;

  beforeAll(async () => {
    ({ server, fixtures, gb } = await startOrderSuite(start));
  });
  afterAll(() => server?.close());

  async function reserved(shopper: OrderShopper) {
    const outcome = await reserveOrder(server.app.db, {
      session: { id: shopper.session, idleMs: server.app.config.sessionIdleMs },
      site: gb.siteTag,
      language: 'en',
      price: cartPricer(server.app, gb, 'en'),
      checkout: orderChoices('creditcard', gb.agreements),
    });
    if (outcome.outcome !== 'reserved') throw new Error(`not reserved: ${outcome.outcome}`);
    return outcome.order;
  }

  const statusOf = async (id: string) =>
    (
      await server.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id))
    )[0]!.status;

  const reconcile = (graceMs: number) =>
    reconcileOrders(server.app.db, reconcileProvider(server.app), {
      graceMs,
      abandonMs: 60 * 60_000,
    });

  it('charged but never settled → PAID and the bag emptied; never charged → CANCELLED and restocked', async () => {
    const [charged, forgotten] = [fixtures.stocked(1, 0), fixtures.stocked(1, 1)];
    await setSku(server.app.db, charged.sku.sku, { stock: 5 });
    await setSku(server.app.db, forgotten.sku.sku, { stock: 5 });
    const buyer = await orderShopper(server, gb, charged, 2);
    const other = await orderShopper(server, gb, forgotten, 1);

    const paidOrder = await reserved(buyer);
    const answer = await server.app.paymentProvider.authorise(
      {
        orderReference: paidOrder.reference,
        amount: { value: paidOrder.total, currency: paidOrder.currency },
        card: await encryptCard(card('4111111111111111'), await publicKey(server.url)),
        returnUrl: `${server.url}/gb/en/checkout/review`,
      },
      `order:${paidOrder.reference}`,
    );
    expect(answer.resultCode).toBe('Authorised');
    const waitingOrder = await reserved(other);

    // within the grace both are left alone: a checkout in progress is never settled under it
    expect(await reconcile(60 * 60_000)).toEqual({ paid: 0, cancelled: 0, waiting: 0 });
    expect(await statusOf(paidOrder.id)).toBe('AWAITING_PAYMENT');

    expect(await reconcile(0)).toEqual({ paid: 1, cancelled: 1, waiting: 0 });
    expect(await statusOf(paidOrder.id)).toBe('PAID');
    const [row] = await server.app.db.select().from(orders).where(eq(orders.id, paidOrder.id));
    expect(row!.paymentReference).toBe(answer.pspReference);
    expect((await buyer.read()).body.items).toEqual([]);
    expect(await stockOf(server, charged.sku.sku)).toBe(3);

    expect(await statusOf(waitingOrder.id)).toBe('CANCELLED');
    expect(await stockOf(server, forgotten.sku.sku)).toBe(5);
    expect((await other.read()).body.items.map((item) => item.quantity)).toEqual([1]);

    // a second run finds nothing left to do
    expect(await reconcile(0)).toEqual({ paid: 0, cancelled: 0, waiting: 0 });
  });

  it('app.reconcileOrders (what the start and the timer run) uses the configured grace', async () => {
    expect(server.app.config.orderReconcile.graceMs).toBe(5 * 60_000);
    expect(await server.app.reconcileOrders()).toEqual({ paid: 0, cancelled: 0, waiting: 0 });
  });
}

onEachDatabase(reconcileSuite);

describe('a provider that cannot be reached', () => {
  let server: StartedServer;
  beforeAll(async () => {
    // nothing listens there (a port of this suite's range, never opened)
    server = await startServer({
      rateLimits: NO_RATE_LIMITS,
      paymentsProviderUrl: 'http://127.0.0.1:18749/',
    });
  });
  afterAll(() => server?.close());

  it('answers 503 and leaves the order AWAITING_PAYMENT, its units held, for the reconciliation', async () => {
    const fixtures = await loadFixtures(server.app);
    const gb = fixtures.site('gb');
    const pick = fixtures.stocked(1, 0);
    await setSku(server.app.db, pick.sku.sku, { stock: 5 });
    const shopper = await orderShopper(server, gb, pick, 1);
    const answer = await shopper.pay(await shopper.cardBody('4111111111111111'), newKey());
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const [order] = await ordersOf(server, shopper.session);
    expect(order!.status).toBe('AWAITING_PAYMENT');
    expect(await stockOf(server, pick.sku.sku)).toBe(4);
    const bag = (await shopper.read()).body.items;
    expect(bag.filter((item) => item.sku === pick.sku.sku).map((item) => item.quantity)).toEqual([
      1,
    ]);
    // the shopper's next try is told an order waits, not charged a second time
    const again = await shopper.pay(await shopper.cardBody('4111111111111111'), newKey());
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'ORDER_IN_PROGRESS',
      details: { orderReference: order!.reference },
    });
  });
});

/**
 * PayPal express from the basket over HTTP (issue 13, docs/payments.md "PayPal express"): a bag
 * with no address, consumer or shipping option is reserved with the site's first shipping
 * option, PayPal's page offers the payer's two addresses, and PUT
 * /api/checkout/payment/{orderReference} takes the chosen one into the cart through the address
 * rules, prices the order again and completes it — or answers 409 PRICE_CHANGED until the
 * shopper confirms a new total. Approvals left unanswered or never completed are cancelled by
 * the reconciliation, at the provider first. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { CHECKOUT_AGREEMENT_IDS } from '../../content/site-config';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { orders } from '../../src/server/db/schema';
import { reconcileOrders } from '../../src/server/orders/reconcile-orders';
import { reconcileProvider } from '../../src/server/orders/reconcile-plugin';
import type { PlacedOrder } from '../../src/shared/api/checkout-payment';
import { CHECKOUT_API } from '../../src/shared/api/checkout-paths';
import type { OrderDetails } from '../../src/shared/api/order';
import { request, siteQuery } from './helpers/api';
import {
  newKey,
  orderShopper,
  providerPayments,
  startOrderSuite,
  stockOf,
  type OrderSuite,
} from './helpers/order-shopper';
import { openPage, pressOnPage } from './helpers/provider-pages';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase, type StartSuiteServer } from './helpers/suite-server';

const EXPRESS = { paymentMethod: 'paypal', express: true };
/** The GB site's shipping: STANDARD to Britain and to Ireland (shipping-rates.ts). */
const GB_STANDARD = 395;
const IE_STANDARD = 695;

/** PayPal's return as the app sends it, with the agreements ticked once the payer is back. */
const returnBody = (query: URLSearchParams) => ({
  utr: query.get('utr')!,
  pgTransactionId: query.get('pgTransactionId')!,
  status: query.get('status')!,
  agreements: CHECKOUT_AGREEMENT_IDS,
});

function expressSuite(start: StartSuiteServer) {
  let server: StartedServer;
  let gb: SiteRuntime;
  let freshSku: OrderSuite['freshSku'];

  beforeAll(async () => {
    ({ server, gb, freshSku } = await startOrderSuite(start));
  });
  afterAll(() => server?.close());

  const orderRow = async (reference: string) =>
    (await server.app.db.select().from(orders).where(eq(orders.reference, reference)))[0]!;

  async function expressOrder(quantity = 1) {
    const pick = await freshSku(5);
    const shopper = await orderShopper(server, gb, pick, quantity, { checkout: false });
    const answer = await shopper.pay(EXPRESS, newKey());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'AWAITING_PAYMENT',
      total: shopper.total + GB_STANDARD,
    });
    return { pick, shopper, order: answer.body };
  }

  const approve = async (order: PlacedOrder, address?: RegExp) =>
    returnBody(
      (
        await pressOnPage(
          server.url,
          await openPage(server.url, order.action!),
          'Pay with PayPal',
          address,
        )
      ).query,
    );

  it('is completed only with every agreement ticked: 422 AGREEMENTS_REQUIRED and nothing charged without', async () => {
    const { order, shopper } = await expressOrder();
    const back = await approve(order);
    const refused = await shopper.complete(
      order.orderReference,
      { ...back, agreements: ['privacy'] },
      newKey(),
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'AGREEMENTS_REQUIRED',
      details: { missing: CHECKOUT_AGREEMENT_IDS.filter((id) => id !== 'privacy') },
    });
    expect((await orderRow(order.orderReference)).status).toBe('AWAITING_PAYMENT');
    const paid = await shopper.complete(order.orderReference, back, newKey());
    expect(paid.body).toMatchObject({ status: 'PAID' });
  });

  it('approved with the home address: it becomes the delivery address and consumer, and the order is PAID', async () => {
    const { pick, shopper, order } = await expressOrder(2);
    expect(await stockOf(server, pick.sku.sku)).toBe(3);
    const before = await orderRow(order.orderReference);
    expect(before.snapshot).toMatchObject({ deliveryAddress: null, express: true });
    // the order as its owner reads it: no delivery address until PayPal's comes back
    const read = await request<OrderDetails>(
      `${server.url}${CHECKOUT_API.order(order.orderReference)}?${siteQuery(gb)}`,
      { session: shopper.session },
    );
    expect([read.status, read.body.deliveryAddress, read.body.paymentMethod]).toEqual([
      200,
      null,
      'paypal',
    ]);
    expect(before.snapshot.shipping?.method).toBe('STANDARD');

    const page = await openPage(server.url, order.action!);
    const group = page.document.querySelector('fieldset');
    expect(group?.querySelector('legend')?.textContent).toBe('Deliver to');
    expect(group?.querySelectorAll('input[type="radio"]')).toHaveLength(2);
    const back = await pressOnPage(server.url, page, 'Pay with PayPal', /Baker Street/);
    const paid = await shopper.complete(order.orderReference, returnBody(back.query), newKey());
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'PAID', total: order.total });

    const cart = (await shopper.read()).body;
    expect(cart.items).toEqual([]);
    const delivery = cart.addresses.find((address) => address.addressType === 'DELIVERY');
    expect(delivery).toMatchObject({
      addressLine1: '221 Baker Street',
      city: 'London',
      postcode: 'NW1 6XE',
      countryCode: 'GB',
      email: 'grace.payer@example.com',
      phoneNumber: '+447400123456',
    });
    expect(cart.consumer.properties).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.payer@example.com',
    });
    const after = await orderRow(order.orderReference);
    expect(after.snapshot).toMatchObject({
      express: true,
      paymentMethod: 'paypal',
      billingAddress: null,
      deliveryAddress: { city: 'London', countryCode: 'GB' },
      consumer: { email: 'grace.payer@example.com' },
    });
    const [payment] = await providerPayments(server, order.orderReference);
    expect(payment).toMatchObject({ resultCode: 'Authorised', amount: { value: order.total } });
    expect(await stockOf(server, pick.sku.sku)).toBe(3);
  });

  it('approved with an address abroad: re-priced, 409 PRICE_CHANGED until the new total is confirmed', async () => {
    const { pick, shopper, order } = await expressOrder(1);
    const approved = await approve(order, /Eccles Street/);
    const repriced = order.total - GB_STANDARD + IE_STANDARD;

    const changed = await shopper.complete(order.orderReference, approved, newKey());
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({
      code: 'PRICE_CHANGED',
      details: { total: repriced, currency: 'GBP' },
    });
    // the cart shows the shopper PayPal's address and the new total; nothing was charged
    const cart = (await shopper.read()).body;
    expect(cart.addresses.find((a) => a.addressType === 'DELIVERY')).toMatchObject({
      city: 'Dublin',
      countryCode: 'IE',
    });
    expect(cart.cartSummary.totalCost).toBe(repriced);
    expect(await orderRow(order.orderReference)).toMatchObject({
      status: 'AWAITING_PAYMENT',
      total: order.total,
    });
    expect((await providerPayments(server, order.orderReference))[0]).toMatchObject({
      resultCode: 'RedirectShopper',
      amount: { value: order.total },
    });

    const confirmed = { ...approved, expectedTotal: repriced };
    const paid = await shopper.complete(order.orderReference, confirmed, newKey());
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'PAID', total: repriced });
    expect(await orderRow(order.orderReference)).toMatchObject({ status: 'PAID', total: repriced });
    expect((await orderRow(order.orderReference)).snapshot.deliveryAddress).toMatchObject({
      city: 'Dublin',
    });
    const payments = await providerPayments(server, order.orderReference);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ resultCode: 'Authorised', amount: { value: repriced } });
    expect(await stockOf(server, pick.sku.sku)).toBe(4);
  });

  it('reconciled: an approval left unanswered, and one approved but never completed, are cancelled at the provider', async () => {
    const unanswered = await expressOrder(1);
    const forgotten = await expressOrder(1);
    const approved = await approve(forgotten.order);
    const reconcile = (abandonMs: number) =>
      reconcileOrders(server.app.db, reconcileProvider(server.app), { graceMs: 0, abandonMs });

    await reconcile(60 * 60_000);
    for (const { order } of [unanswered, forgotten])
      expect((await orderRow(order.orderReference)).status).toBe('AWAITING_PAYMENT');

    await reconcile(0);
    for (const { order, pick } of [unanswered, forgotten]) {
      expect((await orderRow(order.orderReference)).status).toBe('CANCELLED');
      const [payment] = await providerPayments(server, order.orderReference);
      expect([payment!.resultCode, payment!.refusalReason]).toEqual(['Refused', 'Cancelled']);
      expect(await stockOf(server, pick.sku.sku)).toBe(5);
    }
    // a late return charges nothing
    const late = await forgotten.shopper.complete(
      forgotten.order.orderReference,
      approved,
      newKey(),
    );
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({ code: 'ADRESULT_REFUSED' });
    expect(
      (await providerPayments(server, forgotten.order.orderReference)).map((p) => p.resultCode),
    ).toEqual(['Refused']);
    expect((await openPage(server.url, unanswered.order.action!)).status).toBe(404);
  });
}

onEachDatabase(expressSuite);

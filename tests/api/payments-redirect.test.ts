/**
 * The redirect methods over HTTP (issue 13, docs/payments.md "iDEAL and Alipay"): iDEAL on the
 * French site (the bank chosen on the provider's page, GET) and Alipay on the British one (its
 * gateway opened by a form POST of the action's data). Each page returns to /complete with
 * statusCode and a redirectResult, which POST /api/checkout/payment/details exchanges with the
 * provider: approve → PAID, decline → CANCELLED with the stock back, pending → AWAITING_PAYMENT
 * settled by the reconciliation once the bank decides (or cancelled at the provider when it
 * never does). The query's statusCode is never believed; a result altered or replayed changes
 * nothing. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { CHECKOUT_AGREEMENT_IDS } from '../../content/site-config';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { orders } from '../../src/server/db/schema';
import { reconcileOrders } from '../../src/server/orders/reconcile-orders';
import { reconcileProvider } from '../../src/server/orders/reconcile-plugin';
import type { PlacedOrder } from '../../src/shared/api/checkout-payment';
import { PARIS } from './helpers/checkout-client';
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

function redirectSuite(start: StartSuiteServer) {
  let server: StartedServer;
  let gb: SiteRuntime;
  let fr: SiteRuntime;
  let freshSku: OrderSuite['freshSku'];

  beforeAll(async () => {
    let fixtures: OrderSuite['fixtures'];
    ({ server, gb, freshSku, fixtures } = await startOrderSuite(start));
    fr = fixtures.site('fr');
  });
  afterAll(() => server?.close());

  const statusOf = async (reference: string) =>
    (
      await server.app.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.reference, reference))
    )[0]!.status;

  async function placed(method: 'ideal' | 'alipay') {
    const pick = await freshSku(5);
    const shopper =
      method === 'ideal'
        ? await orderShopper(server, fr, pick, 1, { delivery: PARIS })
        : await orderShopper(server, gb, pick, 1);
    const body = {
      paymentMethod: method,
      expectedTotal: shopper.total,
      agreements: CHECKOUT_AGREEMENT_IDS,
    };
    const answer = await shopper.pay(body, newKey());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'AWAITING_PAYMENT' });
    expect(await stockOf(server, pick.sku.sku)).toBe(4);
    return { pick, shopper, order: answer.body };
  }

  const press = async (order: PlacedOrder, button: string, bank?: string) =>
    pressOnPage(server.url, await openPage(server.url, order.action!), button, bank);

  const completion = (order: PlacedOrder, query: URLSearchParams) => ({
    orderReference: order.orderReference,
    redirectResult: query.get('redirectResult')!,
  });

  it('iDEAL approved: the banks are listed, the page returns to /complete, details make it PAID', async () => {
    const { pick, shopper, order } = await placed('ideal');
    expect(order.action).toMatchObject({ paymentMethodType: 'ideal', method: 'GET' });
    const page = await openPage(server.url, order.action!);
    expect(page.document.querySelector('legend')?.textContent).toBe('Choose your bank');
    expect(page.document.querySelectorAll('input[name="issuer"]')).toHaveLength(4);
    const back = await pressOnPage(server.url, page, 'Approve', 'ING');
    const returned = new URL(back.location);
    expect(returned.pathname).toBe('/fr/fr/complete');
    expect(Object.fromEntries(returned.searchParams)).toMatchObject({
      orderReference: order.orderReference,
      paymentMethod: 'ideal',
      statusCode: 'authorised',
    });
    const paid = await shopper.details(completion(order, back.query));
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'PAID' });
    expect((await shopper.read()).body.items).toEqual([]);
    expect(await stockOf(server, pick.sku.sku)).toBe(4);
    const [payment] = await providerPayments(server, order.orderReference);
    expect(payment).toMatchObject({
      resultCode: 'Authorised',
      additionalData: { issuer: 'INGBNL2A' },
    });
    // a replayed return answers the order as it is, and the provider takes the result no more
    expect((await shopper.details(completion(order, back.query))).body.status).toBe('PAID');
    const direct = await server.app.inject({
      method: 'POST',
      url: '/pay/v1/payments/details',
      payload: { details: { redirectResult: back.query.get('redirectResult') } },
    });
    expect(direct.statusCode).toBe(422);
  });

  it('iDEAL declined without a bank: 422 ADRESULT_REFUSED, the stock back; approving needs a bank', async () => {
    const { pick, shopper, order } = await placed('ideal');
    expect((await press(order, 'Approve')).status).toBe(400);
    const back = await press(order, 'Decline');
    expect(back.query.get('statusCode')).toBe('refused');
    // a statusCode altered in the query changes nothing: the provider's answer counts
    const refused = await shopper.details(completion(order, back.query));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'ADRESULT_REFUSED' });
    expect(await statusOf(order.orderReference)).toBe('CANCELLED');
    expect(await stockOf(server, pick.sku.sku)).toBe(5);
    expect((await shopper.read()).body.items).toHaveLength(1);
  });

  it('iDEAL left pending: 202 PENDING; the bank approves later on its page; the reconciliation makes it PAID', async () => {
    const { pick, order, shopper } = await placed('ideal');
    const back = await press(order, 'Leave pending', 'Rabobank');
    expect(back.query.get('statusCode')).toBe('pending');
    const pending = await shopper.details(completion(order, back.query));
    expect(pending.status).toBe(202);
    expect(pending.body).toMatchObject({ status: 'AWAITING_PAYMENT', code: 'PENDING' });
    const reconcile = () =>
      reconcileOrders(server.app.db, reconcileProvider(server.app), {
        graceMs: 0,
        abandonMs: 60 * 60_000,
      });
    await reconcile();
    expect(await statusOf(order.orderReference)).toBe('AWAITING_PAYMENT');

    const later = await openPage(server.url, order.action!);
    expect(later.document.body.textContent).toContain('This payment is pending');
    expect(later.document.querySelector('input[name="issuer"]')).toBeNull();
    const decided = await pressOnPage(server.url, later, 'Approve');
    expect([decided.status, decided.location]).toEqual([200, '']);
    expect(decided.body).toContain('The bank approved the payment');
    await reconcile();
    expect(await statusOf(order.orderReference)).toBe('PAID');
    expect((await shopper.read()).body.items).toEqual([]);
    expect(await stockOf(server, pick.sku.sku)).toBe(4);
  });

  it('a pending payment the bank never decides is cancelled at the provider after the abandon time', async () => {
    const { pick, order } = await placed('ideal');
    await press(order, 'Leave pending', 'bunq');
    await reconcileOrders(server.app.db, reconcileProvider(server.app), {
      graceMs: 0,
      abandonMs: 0,
    });
    expect(await statusOf(order.orderReference)).toBe('CANCELLED');
    expect(await stockOf(server, pick.sku.sku)).toBe(5);
    const [payment] = await providerPayments(server, order.orderReference);
    expect([payment!.resultCode, payment!.refusalReason]).toEqual(['Refused', 'Cancelled']);
    // the bank's page has nothing left to decide
    expect((await openPage(server.url, order.action!)).status).toBe(409);
  });

  it('Alipay: its gateway is opened by a form POST of the action data; approved → PAID', async () => {
    const { shopper, order } = await placed('alipay');
    expect(order.action).toMatchObject({
      paymentMethodType: 'alipay',
      method: 'POST',
      url: '/pay/v1/alipay',
      data: { paymentId: expect.any(String) },
    });
    const page = await openPage(server.url, order.action!);
    expect(page.document.title).toBe('Alipay – confirm your payment (test)');
    const back = await pressOnPage(server.url, page, 'Approve');
    const returned = new URL(back.location);
    expect(returned.pathname).toBe('/gb/en/complete');
    expect(returned.searchParams.get('paymentMethod')).toBe('alipay');
    expect(returned.searchParams.get('statusCode')).toBe('authorised');
    // an altered result completes nothing and stores nothing
    const altered = await shopper.details({
      orderReference: order.orderReference,
      redirectResult: `${back.query.get('redirectResult')}x`,
    });
    expect(altered.status).toBe(422);
    expect(altered.body).toMatchObject({ code: 'REDIRECT_RESULT_INVALID' });
    expect(await statusOf(order.orderReference)).toBe('AWAITING_PAYMENT');
    expect((await shopper.details(completion(order, back.query))).body.status).toBe('PAID');
  });
}

onEachDatabase(redirectSuite);

/**
 * PayPal from the payment step over HTTP (issue 13, docs/payments.md "PayPal"): the order is
 * reserved like a card order and answered with the provider's approval page; the page, used as
 * a shopper uses it, returns to /complete with utr, pgTransactionId and status; PUT
 * /api/checkout/payment/{orderReference} completes it. Observed: answers, the orders, stock, the
 * bag and the provider's payments. Returns of another order, altered or replayed, charge and
 * store nothing; 20 completions with one key charge once. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { CHECKOUT_AGREEMENT_IDS } from '../../content/site-config';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import type { PlacedOrder } from '../../src/shared/api/checkout-payment';
import {
  newKey,
  orderShopper,
  ordersOf,
  providerPayments,
  startOrderSuite,
  stockOf,
  type OrderSuite,
  type OrderShopper,
} from './helpers/order-shopper';
import { openPage, pressOnPage } from './helpers/provider-pages';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase, type StartSuiteServer } from './helpers/suite-server';

const PAYPAL = { paymentMethod: 'paypal', agreements: CHECKOUT_AGREEMENT_IDS };

/** What PayPal's page returned, as the app hands it on (the return URL's query). */
const returnBody = (query: URLSearchParams) => ({
  utr: query.get('utr') ?? undefined,
  pgTransactionId: query.get('pgTransactionId') ?? undefined,
  status: query.get('status') ?? undefined,
});

function paypalSuite(start: StartSuiteServer) {
  let server: StartedServer;
  let gb: SiteRuntime;
  let ae: SiteRuntime;
  let freshSku: OrderSuite['freshSku'];

  beforeAll(async () => {
    let fixtures: OrderSuite['fixtures'];
    ({ server, gb, freshSku, fixtures } = await startOrderSuite(start));
    ae = fixtures.site('ae');
  });
  afterAll(() => server?.close());

  async function placed(stock = 5, quantity = 1) {
    const pick = await freshSku(stock);
    const shopper = await orderShopper(server, gb, pick, quantity);
    const answer = await shopper.pay({ ...PAYPAL, expectedTotal: shopper.total }, newKey());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'AWAITING_PAYMENT', total: shopper.total });
    expect(answer.body.action).toMatchObject({
      type: 'redirect',
      paymentMethodType: 'paypal',
      method: 'GET',
    });
    return { pick, shopper, order: answer.body };
  }

  const answerPage = async (order: PlacedOrder, button: string) =>
    pressOnPage(server.url, await openPage(server.url, order.action!), button);

  const ordersNow = async (shopper: OrderShopper) =>
    (await ordersOf(server, shopper.session)).map(
      (order) => [order.reference, order.status] as const,
    );

  it('approved: the page shows the delivery address, returns to /complete, PUT makes it PAID', async () => {
    const { pick, shopper, order } = await placed(5, 2);
    expect(await stockOf(server, pick.sku.sku)).toBe(3);
    const page = await openPage(server.url, order.action!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.document.title).toBe('Pay with PayPal – test');
    expect(page.document.querySelector('address')?.textContent).toContain('12 Baker Street');
    const back = await pressOnPage(server.url, page, 'Pay with PayPal');
    expect(back.status).toBe(303);
    const returned = new URL(back.location);
    expect(returned.pathname).toBe('/gb/en/complete');
    expect(returned.searchParams.get('orderReference')).toBe(order.orderReference);
    expect(returned.searchParams.get('paymentMethod')).toBe('paypal');
    expect(back.query.get('status')).toBe('approved');
    // nothing is charged before the shop completes
    expect((await providerPayments(server, order.orderReference))[0]!.resultCode).toBe(
      'RedirectShopper',
    );

    const key = newKey();
    const body = returnBody(back.query);
    const paid = await shopper.complete(order.orderReference, body, key);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ orderReference: order.orderReference, status: 'PAID' });
    expect((await shopper.read()).body.items).toEqual([]);
    expect(await stockOf(server, pick.sku.sku)).toBe(3);
    const [stored] = await ordersOf(server, shopper.session);
    expect(stored!.snapshot).toMatchObject({ paymentMethod: 'paypal', billingAddress: null });
    const payments = await providerPayments(server, order.orderReference);
    expect(payments.map((payment) => payment.resultCode)).toEqual(['Authorised']);
    expect(stored!.paymentReference).toBe(body.utr);

    // the same key replays; another key answers the order as it is; nothing is charged again
    const replayed = await shopper.complete(order.orderReference, body, key);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    const again = await shopper.complete(order.orderReference, body, newKey());
    expect([again.status, again.body.status]).toEqual([200, 'PAID']);
    const history = (await providerPayments(server, order.orderReference))[0]!.history;
    expect(history.filter((entry) => entry.status === 'Authorised')).toHaveLength(1);
  });

  it('cancelled: the return is not used (422 EXPRESS_MISSING); paying by card releases the order', async () => {
    const { pick, shopper, order } = await placed(5, 1);
    const back = await answerPage(order, 'Cancel and return');
    expect(back.query.get('status')).toBe('cancelled');
    expect(back.query.get('pgTransactionId')).toBe('null');
    const refused = await shopper.complete(order.orderReference, returnBody(back.query), newKey());
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'EXPRESS_MISSING' });
    expect(await ordersNow(shopper)).toEqual([[order.orderReference, 'AWAITING_PAYMENT']]);

    // the shopper pays another way: the waiting PayPal order is cancelled, its units given back
    const card = await shopper.pay(await shopper.cardBody('4111111111111111'), newKey());
    expect(card.status).toBe(200);
    expect(card.body.status).toBe('PAID');
    expect(new Map(await ordersNow(shopper))).toEqual(
      new Map([
        [order.orderReference, 'CANCELLED'],
        [card.body.orderReference, 'PAID'],
      ]),
    );
    expect(await stockOf(server, pick.sku.sku)).toBe(4);
  });

  it('a new payment cancels an approval left unanswered at the provider, so it can never be charged; a refused one does not', async () => {
    const { shopper, order } = await placed(5, 1);
    const page = await openPage(server.url, order.action!);
    // a new payment the shop refuses (a total not confirmed) leaves the waiting one as it was
    const refused = await shopper.pay({ ...PAYPAL, expectedTotal: shopper.total + 1 }, newKey());
    expect([refused.status, refused.body]).toMatchObject([409, { code: 'PRICE_CHANGED' }]);
    expect(await ordersNow(shopper)).toEqual([[order.orderReference, 'AWAITING_PAYMENT']]);
    expect((await providerPayments(server, order.orderReference))[0]!.resultCode).toBe(
      'RedirectShopper',
    );
    const retry = await shopper.pay({ ...PAYPAL, expectedTotal: shopper.total }, newKey());
    expect(retry.status).toBe(200);
    expect(retry.body.orderReference).not.toBe(order.orderReference);
    const [first] = await providerPayments(server, order.orderReference);
    expect([first!.resultCode, first!.refusalReason]).toEqual(['Refused', 'Cancelled']);
    // the old page's form no longer answers
    expect((await pressOnPage(server.url, page, 'Pay with PayPal')).status).toBe(404);
  });

  it('returns of another order, altered or replayed: 4xx, nothing charged, nothing stored', async () => {
    const mine = await placed(5, 1);
    const theirs = await placed(5, 1);
    const myReturn = returnBody((await answerPage(mine.order, 'Pay with PayPal')).query);
    const theirReturn = returnBody((await answerPage(theirs.order, 'Pay with PayPal')).query);
    const ref = mine.order.orderReference;
    const attempts = [
      [{ ...myReturn, utr: theirReturn.utr }, 422, 'REDIRECT_RESULT_INVALID'],
      [
        { ...myReturn, pgTransactionId: theirReturn.pgTransactionId },
        422,
        'REDIRECT_RESULT_INVALID',
      ],
      [
        { ...myReturn, pgTransactionId: `${myReturn.pgTransactionId}X` },
        422,
        'REDIRECT_RESULT_INVALID',
      ],
      [{ ...myReturn, pgTransactionId: 'null' }, 422, 'EXPRESS_MISSING'],
      [{ ...myReturn, status: 'cancelled' }, 422, 'EXPRESS_MISSING'],
      [{ ...myReturn, utr: undefined }, 422, 'EXPRESS_MISSING'],
      [{ ...myReturn, status: 'APPROVED' }, 400, 'BAD_REQUEST'],
    ] as const;
    for (const [body, status, code] of attempts) {
      const answer = await mine.shopper.complete(ref, body, newKey());
      expect([answer.status, answer.body]).toMatchObject([status, { code }]);
    }
    // another session's order, or one that is not there: the same 404
    const stranger = await theirs.shopper.complete(ref, myReturn, newKey());
    const none = await mine.shopper.complete('00000-00000', myReturn, newKey());
    expect([stranger.status, none.status]).toEqual([404, 404]);
    expect(stranger.body).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    for (const { order, shopper } of [mine, theirs]) {
      const payments = await providerPayments(server, order.orderReference);
      expect(payments.map((payment) => payment.resultCode)).toEqual(['RedirectShopper']);
      expect(await ordersNow(shopper)).toEqual([[order.orderReference, 'AWAITING_PAYMENT']]);
    }
    // the true return still completes it, once
    expect((await mine.shopper.complete(ref, myReturn, newKey())).body.status).toBe('PAID');
  });

  it('20 parallel completions with one key: one charge, the order PAID once', async () => {
    const { pick, shopper, order } = await placed(5, 1);
    const body = returnBody((await answerPage(order, 'Pay with PayPal')).query);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shopper.complete(order.orderReference, body, key)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    for (const answer of answers.filter((candidate) => candidate.status === 200))
      expect(answer.body).toMatchObject({ orderReference: order.orderReference, status: 'PAID' });
    const [payment] = await providerPayments(server, order.orderReference);
    expect(payment!.history.filter((entry) => entry.status === 'Authorised')).toHaveLength(1);
    expect(await ordersNow(shopper)).toEqual([[order.orderReference, 'PAID']]);
    expect(await stockOf(server, pick.sku.sku)).toBe(4);
  });

  it('a method the site does not take: 422 PAYMENT_METHOD_UNAVAILABLE, nothing stored', async () => {
    const pick = await freshSku(5);
    const british = await orderShopper(server, gb, pick, 1);
    const emirati = await orderShopper(server, ae, pick, 1, { checkout: false });
    const attempts = [
      // iDEAL is the French site's; PayPal does not settle dirhams
      [
        british,
        {
          paymentMethod: 'ideal',
          expectedTotal: british.total,
          agreements: CHECKOUT_AGREEMENT_IDS,
        },
      ],
      [emirati, { ...PAYPAL, express: true }],
    ] as const;
    for (const [shopper, body] of attempts) {
      const answer = await shopper.pay(body, newKey());
      expect([answer.status, answer.body]).toMatchObject([
        422,
        { code: 'PAYMENT_METHOD_UNAVAILABLE' },
      ]);
      expect(await ordersOf(server, shopper.session)).toEqual([]);
    }
    expect(await stockOf(server, pick.sku.sku)).toBe(5);
  });
}

onEachDatabase(paypalSuite);

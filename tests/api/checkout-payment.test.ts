/**
 * Placing and paying an order over HTTP (issue 13): POST /api/checkout/payment from a bag and
 * shipping step filled as a shopper fills them, a card encrypted with the provider's public key,
 * the local test provider charging it; POST /api/checkout/payment/details after the 3-D Secure
 * page. Observed: the answers, the orders stored, the stock, the bag and the provider's payments.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../src/server/db/schema';
import { STALE_CLAIM_MS } from '../../src/server/idempotency/claimed-key';
import { requestFingerprint } from '../../src/server/idempotency/request-fingerprint';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import type { OrderDetails } from '../../src/shared/api/order';
import { CHECKOUT_API } from '../../src/shared/api/checkout-paths';
import { request, siteQuery } from './helpers/api';
import {
  newKey,
  orderShopper,
  ordersOf,
  providerPayments,
  stockOf,
  startOrderSuite,
  type OrderSuite,
} from './helpers/order-shopper';
import { postChallengeForm } from './helpers/payments';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase, type StartSuiteServer } from './helpers/suite-server';

const SUCCESS = '4111111111111111';
const REFUSED = '4000000000000002';
const ERROR = '4000000000000119';
const CHALLENGE = '4000000000003220';
const PENDING = '4000000000000077';

function paymentSuite(start: StartSuiteServer) {
  let server: StartedServer;
  let gb: SiteRuntime;
  let freshSku: OrderSuite['freshSku'];

  beforeAll(async () => {
    ({ server, gb, freshSku } = await startOrderSuite(start));
  });
  afterAll(() => server?.close());

  async function shopperWith(stock = 5, quantity = 2) {
    const pick = await freshSku(stock);
    return { pick, shopper: await orderShopper(server, gb, pick, quantity) };
  }

  it('card success: PAID, stock taken, the bag emptied, one payment at the provider', async () => {
    const { pick, shopper } = await shopperWith(5, 2);
    const key = newKey();
    const body = await shopper.cardBody(SUCCESS);
    const answer = await shopper.pay(body, key);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({
      status: 'PAID',
      total: shopper.total,
      currency: gb.currency,
    });
    const reference = answer.body.orderReference;
    expect(await stockOf(server, pick.sku.sku)).toBe(3);
    expect((await shopper.read()).body.items).toEqual([]);
    const [order] = await ordersOf(server, shopper.session);
    expect(order).toMatchObject({ reference, status: 'PAID', total: shopper.total });
    expect(order!.snapshot).toMatchObject({
      deliveryAddress: { city: 'London', countryCode: 'GB' },
      consumer: { email: 'ada@example.com' },
      paymentMethod: 'creditcard',
    });
    const payments = await providerPayments(server, reference);
    expect(payments.map((payment) => payment.resultCode)).toEqual(['Authorised']);
    expect(order!.paymentReference).toBe(payments[0]!.pspReference);

    // the same key answers the same again, and charges nothing more
    const again = await shopper.pay(body, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(answer.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await providerPayments(server, reference)).toHaveLength(1);
  });

  it('refused: 422 ADRESULT_REFUSED with the reason, stock given back, the bag kept', async () => {
    const { pick, shopper } = await shopperWith(5, 2);
    const answer = await shopper.pay(await shopper.cardBody(REFUSED), newKey());
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      status: 422,
      code: 'ADRESULT_REFUSED',
      message: 'Refused',
    });
    expect(await stockOf(server, pick.sku.sku)).toBe(5);
    expect((await shopper.read()).body.items.map((item) => item.quantity)).toEqual([2]);
    const [order] = await ordersOf(server, shopper.session);
    expect(order!.status).toBe('CANCELLED');

    // the shopper can pay the same bag with another card
    const retry = await shopper.pay(await shopper.cardBody(SUCCESS), newKey());
    expect(retry.status).toBe(200);
    expect(await stockOf(server, pick.sku.sku)).toBe(3);
  });

  it('an acquirer error: 422 PREAUTH_FAILED; pending: 202 PENDING, the order kept waiting', async () => {
    const failed = await shopperWith();
    const answer = await failed.shopper.pay(await failed.shopper.cardBody(ERROR), newKey());
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'PREAUTH_FAILED' });
    expect(await stockOf(server, failed.pick.sku.sku)).toBe(5);

    const pending = await shopperWith();
    const waiting = await pending.shopper.pay(await pending.shopper.cardBody(PENDING), newKey());
    expect(waiting.status).toBe(202);
    expect(waiting.body).toMatchObject({ status: 'AWAITING_PAYMENT', code: 'PENDING' });
    expect(await stockOf(server, pending.pick.sku.sku)).toBe(3);
    expect((await ordersOf(server, pending.shopper.session))[0]!.status).toBe('AWAITING_PAYMENT');
  });

  describe('3-D Secure', () => {
    async function challenged() {
      const { pick, shopper } = await shopperWith(5, 1);
      const answer = await shopper.pay(await shopper.cardBody(CHALLENGE), newKey());
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe('AWAITING_PAYMENT');
      expect(answer.body.action).toMatchObject({ type: 'redirect', method: 'GET' });
      return { pick, shopper, answer: answer.body };
    }

    it('approved: the page returns to the review step, details make the order PAID', async () => {
      const { pick, shopper, answer } = await challenged();
      const back = await postChallengeForm(server.url, answer.action!.url, 'outcome=approve');
      const returned = new URL(back.location);
      expect(returned.pathname).toBe('/gb/en/checkout/review');
      expect(returned.searchParams.get('orderReference')).toBe(answer.orderReference);

      const body = { orderReference: answer.orderReference, redirectResult: back.redirectResult };
      const paid = await shopper.details(body);
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ orderReference: answer.orderReference, status: 'PAID' });
      expect((await shopper.read()).body.items).toEqual([]);
      expect(await stockOf(server, pick.sku.sku)).toBe(4);
      // a repeat answers the order as it is
      expect((await shopper.details(body)).body.status).toBe('PAID');
    });

    it('failed: details cancel the order, stock comes back, the bag stays', async () => {
      const { pick, shopper, answer } = await challenged();
      const back = await postChallengeForm(server.url, answer.action!.url, 'outcome=fail');
      const body = { orderReference: answer.orderReference, redirectResult: back.redirectResult };
      const refused = await shopper.details(body);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'ADRESULT_REFUSED' });
      expect(await stockOf(server, pick.sku.sku)).toBe(5);
      expect((await shopper.read()).body.items).toHaveLength(1);
    });

    it('only for an order of this session, with that order’s result', async () => {
      const { answer } = await challenged();
      const other = (await shopperWith()).shopper;
      const back = await postChallengeForm(server.url, answer.action!.url, 'outcome=approve');
      const body = { orderReference: answer.orderReference, redirectResult: back.redirectResult };
      const stranger = await other.details(body);
      expect(stranger.status).toBe(404);
      expect(stranger.body).toMatchObject({ code: 'ORDER_NOT_FOUND' });
      const unknown = await other.details({ ...body, orderReference: '00000-00000' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual(stranger.body);
    });
  });

  it('GET /api/order/{ref}: the order for its session, the same 404 for another or none', async () => {
    const { pick, shopper } = await shopperWith(5, 2);
    const placed = (await shopper.pay(await shopper.cardBody(SUCCESS), newKey())).body;
    const url = (ref: string) => `${server.url}${CHECKOUT_API.order(ref)}?${siteQuery(gb)}`;
    const mine = await request<OrderDetails>(url(placed.orderReference), {
      session: shopper.session,
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.body).toMatchObject({
      orderReference: placed.orderReference,
      status: 'PAID',
      totals: { total: shopper.total, currency: gb.currency },
      deliveryAddress: { city: 'London' },
      paymentMethod: 'creditcard',
    });
    expect(mine.body.history.map((entry) => entry.status)).toEqual(['AWAITING_PAYMENT', 'PAID']);
    expect(mine.body.lines.map((line) => [line.sku, line.quantity])).toEqual([[pick.sku.sku, 2]]);
    expect(mine.body.shipping?.method).toBeTruthy();

    const other = (await shopperWith()).shopper;
    const theirs = await request(url(placed.orderReference), { session: other.session });
    const none = await request(url('00000-00000'), { session: other.session });
    const odd = await request(url('nothing'), { session: other.session });
    expect([theirs.status, none.status, odd.status]).toEqual([404, 404, 404]);
    expect(theirs.body).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect(none.body).toEqual(theirs.body);
    expect(odd.body).toEqual(theirs.body);
  });

  it('a changed price: 409 PRICE_CHANGED with the new total, nothing stored', async () => {
    const { pick, shopper } = await shopperWith();
    const body = await shopper.cardBody(SUCCESS, { expectedTotal: shopper.total - 1 });
    const answer = await shopper.pay(body, newKey());
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'PRICE_CHANGED',
      details: { total: shopper.total, currency: gb.currency },
    });
    expect(await ordersOf(server, shopper.session)).toEqual([]);
    expect(await stockOf(server, pick.sku.sku)).toBe(5);
  });

  it('no delivery address: 409 CHECKOUT_INCOMPLETE naming it, nothing stored', async () => {
    const pick = await freshSku(5);
    const shopper = await orderShopper(server, gb, pick, 1, { address: false });
    const answer = await shopper.pay(await shopper.cardBody(SUCCESS), newKey());
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'CHECKOUT_INCOMPLETE' });
    expect(
      (answer.body as unknown as { details: { missing: string[] } }).details.missing,
    ).toContain('deliveryAddress');
    expect(await ordersOf(server, shopper.session)).toEqual([]);
    expect(await stockOf(server, pick.sku.sku)).toBe(5);
  });

  it('an agreement left unticked: 422 AGREEMENTS_REQUIRED naming it, nothing stored', async () => {
    const { pick, shopper } = await shopperWith();
    expect(gb.agreements).toEqual(['terms-and-conditions', 'privacy']);
    const key = newKey();
    for (const agreements of [[], ['privacy', 'something-else']]) {
      const answer = await shopper.pay(await shopper.cardBody(SUCCESS, { agreements }), key);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({
        code: 'AGREEMENTS_REQUIRED',
        details: { missing: gb.agreements.filter((id) => !agreements.includes(id)) },
      });
    }
    expect(await ordersOf(server, shopper.session)).toEqual([]);
    expect(await stockOf(server, pick.sku.sku)).toBe(5);
    // the refusal kept nothing with the key: the same attempt with every box ticked goes through
    const ticked = await shopper.pay(await shopper.cardBody(SUCCESS), key);
    expect(ticked.status).toBe(200);
    const [order] = await ordersOf(server, shopper.session);
    expect(order!.snapshot).toMatchObject({ agreements: gb.agreements });
  });

  it('needs an Idempotency-Key', async () => {
    const { shopper } = await shopperWith();
    const answer = await shopper.pay(await shopper.cardBody(SUCCESS));
    expect(answer.status).toBe(400);
    expect(await ordersOf(server, shopper.session)).toEqual([]);
  });

  it('20 parallel submits with one key: one order, one charge', async () => {
    const { pick, shopper } = await shopperWith(5, 1);
    const key = newKey();
    const body = await shopper.cardBody(SUCCESS);
    const answers = await Promise.all(Array.from({ length: 20 }, () => shopper.pay(body, key)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const paid = answers.filter((answer) => answer.status === 200);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    expect(new Set(paid.map((answer) => answer.body.orderReference)).size).toBe(1);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.body).toMatchObject({ code: 'CONFLICT' });
    const stored = await ordersOf(server, shopper.session);
    expect(stored).toHaveLength(1);
    expect(await providerPayments(server, stored[0]!.reference)).toHaveLength(1);
    expect(await stockOf(server, pick.sku.sku)).toBe(4);
  });

  it('a key left claimed by a process that died: refused while it may run, taken over once stale', async () => {
    const { pick, shopper } = await shopperWith(5, 1);
    const key = newKey();
    const body = await shopper.cardBody(SUCCESS);
    // What a process killed between claiming the key and settling it leaves behind.
    const query = Object.fromEntries(new URLSearchParams(siteQuery(gb)));
    const claim = {
      owner: shopper.session,
      scope: `POST ${CHECKOUT_API.checkoutPayment}`,
      key,
      fingerprint: requestFingerprint({ query, body } as unknown as FastifyRequest),
      status: 0,
    };
    await server.app.db.insert(idempotencyKeys).values(claim);
    const whileRecent = await shopper.pay(body, key);
    expect(whileRecent.status).toBe(409);
    expect(whileRecent.body).toMatchObject({ code: 'CONFLICT' });

    await server.app.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - STALE_CLAIM_MS - 60_000) })
      .where(eq(idempotencyKeys.key, key));
    const retried = await shopper.pay(body, key);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'PAID' });
    const replayed = await shopper.pay(body, key);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(retried.body);
    expect(await ordersOf(server, shopper.session)).toHaveLength(1);
    expect(await stockOf(server, pick.sku.sku)).toBe(4);
  });

  it('the same key with another body: 422 IDEMPOTENCY_KEY_REUSED, nothing more stored', async () => {
    const { shopper } = await shopperWith(5, 1);
    const key = newKey();
    expect((await shopper.pay(await shopper.cardBody(REFUSED), key)).status).toBe(422);
    const reused = await shopper.pay(await shopper.cardBody(SUCCESS), key);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const stored = await ordersOf(server, shopper.session);
    expect(stored.map((order) => order.status)).toEqual(['CANCELLED']);
  });
}

onEachDatabase(paymentSuite);

/**
 * The states the order calls' fuzz (checkout-payment-fuzz.test.ts) sends each request to, made
 * afresh for every request through app.inject: a new session whose bag and shipping step are
 * complete; one whose order waits on a 3-D Secure challenge answered "approve", or on Alipay's
 * page answered "approve" (each with its redirectResult); one whose PayPal order — from the
 * payment step or express from the basket — was approved on PayPal's page (with its return).
 * What a request may have stored is read from the tables: the session's orders, the sku's
 * stock, the session's idempotency keys and what the provider holds of its orders.
 */
import { CHECKOUT_AGREEMENT_IDS } from '../../../../content/site-config';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { encryptCard } from '../../../../src/platform/payments/encrypt-card';
import type { SiteRuntime } from '../../../../src/server/catalogue/types';
import type { PlacedOrder } from '../../../../src/shared/api/checkout-payment';
import { CHECKOUT_API } from '../../../../src/shared/api/checkout-paths';
import { API } from '../../../../src/shared/api/paths';
import type { ProviderPublicKey } from '../../../../src/shared/payments/provider-api';
import { siteQuery } from '../api';
import { LONDON } from '../checkout-client';
import { card } from '../payments';
import { cartHeaders } from './cart-scene';
import { openSession } from './fuzz-context';

/** What a request is made for: a session ready to pay, and its waiting order when there is one. */
export interface PaymentScene {
  session: string;
  /** the bag's total as the review step shows it */
  total: number;
  orderReference?: string;
  redirectResult?: string;
  /** PayPal's return: utr, pgTransactionId, status */
  paypal?: Record<string, string>;
}

export interface PaymentScenes {
  ready(): Promise<PaymentScene>;
  /** a bag only, for an express checkout */
  basket(): Promise<PaymentScene>;
  challenged(): Promise<PaymentScene>;
  alipayAnswered(): Promise<PaymentScene>;
  paypalApproved(express: boolean): Promise<PaymentScene>;
  /** the session's orders, the sku's stock and the session's idempotency keys */
  stored(session: string): Promise<string>;
}

export async function paymentScenes(
  app: FastifyInstance,
  site: SiteRuntime,
  sku: { productId: string; sku: string },
): Promise<PaymentScenes> {
  const query = siteQuery(site);
  async function call(options: InjectOptions) {
    const response = await app.inject(options);
    if (response.statusCode >= 300 && response.statusCode !== 303)
      throw new Error(`setting up: ${response.statusCode} ${response.body}`);
    return response;
  }
  const post = (session: string, path: string, payload: unknown, extra = {}) =>
    call({
      method: 'POST',
      url: `${path}?${query}`,
      headers: { ...cartHeaders(session, true), ...extra },
      payload: JSON.stringify(payload),
    });
  const key = (await call({ method: 'GET', url: '/pay/v1/public-key' })).json<ProviderPublicKey>();
  const challengeCard = await encryptCard(card('4000000000003220'), key);

  async function basket(): Promise<PaymentScene> {
    const session = await openSession(app, site);
    const added = await post(session, API.cart, { ...sku, quantity: 1 });
    return {
      session,
      total: added.json<{ cartSummary: { totalCost: number } }>().cartSummary.totalCost,
    };
  }
  async function ready(): Promise<PaymentScene> {
    const { session } = await basket();
    await post(session, CHECKOUT_API.cartAddress, LONDON);
    const consumer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    await post(session, CHECKOUT_API.checkoutConsumer, consumer);
    const chosen = await post(session, CHECKOUT_API.shipping, { id: 'STANDARD' });
    return {
      session,
      total: chosen.json<{ cartSummary: { totalCost: number } }>().cartSummary.totalCost,
    };
  }
  const pay = async (scene: PaymentScene, body: Record<string, unknown>) =>
    (
      await post(scene.session, CHECKOUT_API.checkoutPayment, body, {
        'idempotency-key': `setup-${scene.session}`,
      })
    ).json<PlacedOrder>();
  /** Answers the page of `placed` with `form`; gives the return URL's query. */
  async function answer(placed: PlacedOrder, form: string): Promise<URLSearchParams> {
    const action = placed.action!;
    const path = new URL(action.url, 'http://localhost').pathname;
    const formPath =
      action.method === 'POST' ? `${path}/${encodeURIComponent(action.data!.paymentId!)}` : path;
    const back = await call({
      method: 'POST',
      url: formPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    return new URL(String(back.headers.location)).searchParams;
  }
  const completion = (scene: PaymentScene, placed: PlacedOrder, back: URLSearchParams) => ({
    ...scene,
    orderReference: placed.orderReference,
    redirectResult: back.get('redirectResult') ?? '',
  });

  return {
    ready,
    basket,
    async challenged() {
      const scene = await ready();
      const body = {
        paymentMethod: 'creditcard',
        card: challengeCard,
        expectedTotal: scene.total,
        agreements: CHECKOUT_AGREEMENT_IDS,
      };
      const placed = await pay(scene, body);
      return completion(scene, placed, await answer(placed, 'outcome=approve'));
    },
    async alipayAnswered() {
      const scene = await ready();
      const body = {
        paymentMethod: 'alipay',
        expectedTotal: scene.total,
        agreements: CHECKOUT_AGREEMENT_IDS,
      };
      const placed = await pay(scene, body);
      return completion(scene, placed, await answer(placed, 'outcome=approve'));
    },
    async paypalApproved(express) {
      const scene = express ? await basket() : await ready();
      const body = express
        ? { paymentMethod: 'paypal', express: true }
        : {
            paymentMethod: 'paypal',
            expectedTotal: scene.total,
            agreements: CHECKOUT_AGREEMENT_IDS,
          };
      const placed = await pay(scene, body);
      const back = await answer(placed, 'outcome=approve&address=0');
      return {
        ...scene,
        total: placed.total,
        orderReference: placed.orderReference,
        paypal: Object.fromEntries(
          ['utr', 'pgTransactionId', 'status'].map((name) => [name, back.get(name) ?? '']),
        ),
      };
    },
    async stored(session) {
      const result = (await app.db.execute(sql`
        select json_build_object(
          'orders', (select coalesce(json_agg(json_build_array(reference, status, total) order by reference), '[]'::json)
                     from orders where session_id = ${session}::uuid),
          'stock', (select stock from skus where sku = ${sku.sku}),
          'keys', (select count(*) from idempotency_keys where owner = ${session}),
          'payments', (select coalesce(json_agg(json_build_array(status, amount_value) order by psp_reference), '[]'::json)
                       from provider_payments where merchant_reference in
                         (select reference from orders where session_id = ${session}::uuid))
        )::text as state`)) as unknown as { rows: Array<{ state: string }> };
      return result.rows[0]!.state;
    },
  };
}

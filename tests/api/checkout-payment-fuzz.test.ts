/**
 * The order calls' fuzz (issue 13 "Bad input"): POST /api/checkout/payment and
 * POST /api/checkout/payment/details get FUZZ_RUNS generated requests each
 * (helpers/fuzz/payment-operations.ts), each for a new session whose bag and shipping step are
 * complete (and, for details, whose order waits on a 3-D Secure challenge answered "approve").
 * None may answer 5xx; an error is `{ status, code, message }` and leaves the session's orders,
 * the sku's stock and the session's idempotency keys exactly as they were. On PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { encryptCard } from '../../src/platform/payments/encrypt-card';
import { CHECKOUT_API } from '../../src/shared/api/checkout-paths';
import { API } from '../../src/shared/api/paths';
import type { ProviderPublicKey } from '../../src/shared/payments/provider-api';
import { siteQuery } from './helpers/api';
import { LONDON } from './helpers/checkout-client';
import { loadFixtures } from './helpers/fixtures';
import { cartHeaders } from './helpers/fuzz/cart-scene';
import { openSession } from './helpers/fuzz/fuzz-context';
import { checkProperty, fuzzSettings, type OperationResult } from './helpers/fuzz/fuzz-operation';
import { fuzzOnEachDatabase, sendChecked } from './helpers/fuzz/fuzz-suite';
import {
  paymentOperations,
  type PaymentOperation,
  type PaymentScene,
} from './helpers/fuzz/payment-operations';
import { card } from './helpers/payments';
import { setSku } from './helpers/skus';

async function call(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  if (response.statusCode >= 300 && response.statusCode !== 303)
    throw new Error(`setting up: ${response.statusCode} ${response.body}`);
  return response;
}

/** The session's orders, the sku's stock and the session's idempotency keys. */
async function stored(app: FastifyInstance, session: string, sku: string): Promise<string> {
  const result = (await app.db.execute(sql`
    select json_build_object(
      'orders', (select coalesce(json_agg(json_build_array(reference, status) order by reference), '[]'::json)
                 from orders where session_id = ${session}::uuid),
      'stock', (select stock from skus where sku = ${sku}),
      'keys', (select count(*) from idempotency_keys where owner = ${session})
    )::text as state`)) as unknown as { rows: Array<{ state: string }> };
  return result.rows[0]!.state;
}

// 2 operations; each request first fills a bag and its shipping step (four more calls, and for
// details a payment and its challenge), so the time allowed counts it as 8
fuzzOnEachDatabase('the order calls fuzz', 8, async (app) => {
  const fixtures = await loadFixtures(app);
  const site = fixtures.site('gb');
  const pick = fixtures.stocked(10, 0);
  await setSku(app.db, pick.sku.sku, { stock: 1_000_000 });
  const query = siteQuery(site);
  const key = (
    await call(app, { method: 'GET', url: '/pay/v1/public-key' })
  ).json<ProviderPublicKey>();
  const post = (session: string, path: string, payload: unknown, extra = {}) =>
    call(app, {
      method: 'POST',
      url: `${path}?${query}`,
      headers: { ...cartHeaders(session, true), ...extra },
      payload: JSON.stringify(payload),
    });

  let total = 0;
  async function ready(): Promise<string> {
    const session = await openSession(app, site);
    await post(session, API.cart, {
      productId: pick.product.productId,
      sku: pick.sku.sku,
      quantity: 1,
    });
    await post(session, CHECKOUT_API.cartAddress, LONDON);
    await post(session, CHECKOUT_API.checkoutConsumer, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    const options = (await post(session, CHECKOUT_API.shipping, { id: 'STANDARD' })).json<{
      cartSummary: { totalCost: number };
    }>();
    total = options.cartSummary.totalCost;
    return session;
  }
  const challengeCard = await encryptCard(card('4000000000003220'), key);
  async function challenged(): Promise<PaymentScene> {
    const session = await ready();
    const placed = (
      await post(
        session,
        CHECKOUT_API.checkoutPayment,
        {
          paymentMethod: 'creditcard',
          card: challengeCard,
          expectedTotal: total,
          agreements: [...site.agreements],
        },
        { 'idempotency-key': `setup-${session}` },
      )
    ).json<{ orderReference: string; action: { url: string } }>();
    const back = await call(app, {
      method: 'POST',
      url: new URL(placed.action.url, 'http://localhost').pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approve',
    });
    const location = new URL(String(back.headers.location));
    return {
      session,
      orderReference: placed.orderReference,
      redirectResult: location.searchParams.get('redirectResult') ?? '',
    };
  }
  await ready();
  const successCard = await encryptCard(card('4111111111111111'), key);
  const [payment, details] = paymentOperations(site, successCard, total);

  const fuzz = async (operation: PaymentOperation, scene: () => Promise<PaymentScene>) => {
    const result: OperationResult = { name: operation.name, sent: 0, statuses: {} };
    const property = fc.asyncProperty(operation.plans, async (plan) => {
      const fresh = await scene();
      await sendChecked(app, plan(fresh), result, () => stored(app, fresh.session, pick.sku.sku));
    });
    return checkProperty(result, property, fuzzSettings);
  };
  return [
    await fuzz(payment!, async () => ({ session: await ready() })),
    await fuzz(details!, challenged),
  ];
});

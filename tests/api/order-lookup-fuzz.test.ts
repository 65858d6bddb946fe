/**
 * The guest lookup's fuzz (issue 13 "Bad input"): POST /api/order/s/query and GET
 * /api/order/s/myOrder get FUZZ_RUNS generated requests each (helpers/fuzz/
 * order-lookup-operations.ts) about one paid order. None may answer 5xx; an error is
 * `{ status, code, message }`; and nothing a guest sends changes the orders or the link
 * secrets. A request that finds the order must have named it by its own reference and
 * contact, or by its own link. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { CHECKOUT_AGREEMENT_IDS } from '../../content/site-config';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { encryptCard } from '../../src/platform/payments/encrypt-card';
import { CHECKOUT_API } from '../../src/shared/api/checkout-paths';
import type { OrderLookupAnswer } from '../../src/shared/api/order';
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
  orderLookupOperations,
  type LookupOperation,
  type LookupScene,
} from './helpers/fuzz/order-lookup-operations';
import { card } from './helpers/payments';

async function call(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  if (response.statusCode >= 300)
    throw new Error(`setting up: ${response.statusCode} ${response.body}`);
  return response;
}

/** Every order's reference, status and last change, and the link secrets. */
async function stored(app: FastifyInstance): Promise<string> {
  const result = (await app.db.execute(sql`
    select json_build_object(
      'orders', (select coalesce(json_agg(json_build_array(reference, status, updated_at)
                   order by reference), '[]'::json) from orders),
      'secrets', (select coalesce(json_agg(key_id order by key_id), '[]'::json) from order_link_keys)
    )::text as state`)) as unknown as { rows: Array<{ state: string }> };
  return result.rows[0]!.state;
}

/** A paid order of a shopper who filled the bag and the shipping step, and its first link. */
async function paidOrder(app: FastifyInstance): Promise<LookupScene> {
  const fixtures = await loadFixtures(app);
  const site = fixtures.site('gb');
  const pick = fixtures.stocked(5, 0);
  const session = await openSession(app, site);
  const post = (path: string, payload: unknown, extra = {}) =>
    call(app, {
      method: 'POST',
      url: `${path}?${siteQuery(site)}`,
      headers: { ...cartHeaders(session, true), ...extra },
      payload: JSON.stringify(payload),
    });
  await post(API.cart, { productId: pick.product.productId, sku: pick.sku.sku, quantity: 1 });
  await post(CHECKOUT_API.cartAddress, LONDON);
  await post(CHECKOUT_API.checkoutConsumer, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: LONDON.email,
  });
  const cart = (await post(CHECKOUT_API.shipping, { id: 'STANDARD' })).json<{
    cartSummary: { totalCost: number };
  }>();
  const key = (
    await call(app, { method: 'GET', url: '/pay/v1/public-key' })
  ).json<ProviderPublicKey>();
  const placed = (
    await post(
      CHECKOUT_API.checkoutPayment,
      {
        paymentMethod: 'creditcard',
        card: await encryptCard(card('4111111111111111'), key),
        expectedTotal: cart.cartSummary.totalCost,
        agreements: CHECKOUT_AGREEMENT_IDS,
      },
      { 'idempotency-key': `fuzz-setup-${session}` },
    )
  ).json<{ orderReference: string; status: string }>();
  if (placed.status !== 'PAID') throw new Error(`setting up: the order is ${placed.status}`);
  const found = (
    await call(app, {
      method: 'POST',
      url: `${CHECKOUT_API.orderLookup}?${siteQuery(site)}`,
      payload: { orderReference: placed.orderReference, email: LONDON.email },
    })
  ).json<OrderLookupAnswer>();
  return {
    siteTag: site.siteTag,
    reference: placed.orderReference,
    email: LONDON.email,
    phone: LONDON.phoneNumber,
    hash: found.hash,
  };
}

// 2 operations; each request is checked against every order before and after it, so the time
// allowed counts it as 6 (PGlite took 97 s on a machine four helpers shared)
fuzzOnEachDatabase('the guest lookup fuzz', 6, async (app) => {
  const scene = await paidOrder(app);
  const fuzz = async (operation: LookupOperation) => {
    const result: OperationResult = { name: operation.name, sent: 0, statuses: {} };
    const property = fc.asyncProperty(operation.plans, async (plan) => {
      const request = plan(scene);
      const { response, fail } = await sendChecked(app, request, result, () => stored(app));
      if (response.statusCode === 200) {
        const body = response.json<{
          orderReference?: string;
          order?: { orderReference: string };
        }>();
        const reference = body.order?.orderReference ?? body.orderReference;
        if (reference !== scene.reference) throw fail(`found another order: ${reference}`);
      } else if (response.statusCode >= 400 && response.statusCode !== 404) {
        // the lookup's refusals are the shape's own: a body it cannot read, or no order found
        if (response.statusCode !== 400) throw fail(`answered ${response.statusCode}`);
      }
    });
    return checkProperty(result, property, fuzzSettings);
  };
  const [lookup, link] = orderLookupOperations();
  return [await fuzz(lookup!), await fuzz(link!)];
});

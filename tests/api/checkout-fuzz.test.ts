/**
 * The checkout fuzz (issue 13 "Bad input"): every operation of the shipping step — the
 * address, the consumer, the shipping option, and the address forms — and Apple Pay's
 * merchant session get FUZZ_RUNS
 * generated requests (helpers/fuzz/checkout-operations.ts), each on a new session whose cart
 * holds one line. None may answer 5xx; an error is `{ status, code, message }` and leaves what
 * the session stores of checkout (its consumer, shipping option and address rows) exactly as
 * it was. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/shared/api/paths';
import { siteQuery } from './helpers/api';
import { loadFixtures } from './helpers/fixtures';
import { cartHeaders } from './helpers/fuzz/cart-scene';
import { checkoutOperations, type CheckoutOperation } from './helpers/fuzz/checkout-operations';
import { openSession } from './helpers/fuzz/fuzz-context';
import {
  checkProperty,
  fuzzSettings as settings,
  type OperationResult,
} from './helpers/fuzz/fuzz-operation';
import { fuzzOnEachDatabase, sendChecked } from './helpers/fuzz/fuzz-suite';

/** What a session stores of checkout, and how many address rows all carts hold. */
async function stored(app: FastifyInstance, session: string): Promise<string> {
  const result = (await app.db.execute(sql`
    select json_build_object(
      'session', (select json_build_object('consumer', consumer, 'shipping', shipping_method)
                  from sessions where id = ${session}::uuid),
      'addresses', (select coalesce(json_agg(a order by a.address_type), '[]'::json)
                    from cart_addresses a where a.session_id = ${session}::uuid),
      'allAddresses', (select count(*) from cart_addresses)
    )::text as state`)) as unknown as { rows: Array<{ state: string }> };
  return result.rows[0]!.state;
}

async function fuzzOperation(
  app: FastifyInstance,
  fresh: () => Promise<string>,
  operation: CheckoutOperation,
): Promise<OperationResult> {
  const result: OperationResult = { name: operation.name, sent: 0, statuses: {} };
  const property = fc.asyncProperty(operation.plans, async (plan) => {
    const session = await fresh();
    await sendChecked(app, plan(session), result, () => stored(app, session));
  });
  return checkProperty(result, property, settings);
}

// 6 operations, each request on a new session whose cart holds one line
fuzzOnEachDatabase('the checkout fuzz', 6, async (app) => {
  const fixtures = await loadFixtures(app);
  const site = fixtures.site('gb');
  const pick = fixtures.stocked(10, 0);
  const fresh = async () => {
    const session = await openSession(app, site);
    const added = await app.inject({
      method: 'POST',
      url: `${API.cart}?${siteQuery(site)}`,
      headers: cartHeaders(session, true),
      payload: { productId: pick.product.productId, sku: pick.sku.sku, quantity: 1 },
    });
    if (added.statusCode !== 200) throw new Error(`setting up a cart: ${added.body}`);
    return session;
  };
  const results: OperationResult[] = [];
  for (const operation of checkoutOperations(site.siteTag))
    results.push(await fuzzOperation(app, fresh, operation));
  return results;
});

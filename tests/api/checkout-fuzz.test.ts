/**
 * The checkout fuzz (issue 13 "Bad input"): every operation of the shipping step — the
 * address, the consumer, the shipping option, and the address forms — gets FUZZ_RUNS
 * generated requests (helpers/fuzz/checkout-operations.ts), each on a new session whose cart
 * holds one line. None may answer 5xx; an error is `{ status, code, message }` and leaves what
 * the session stores of checkout (its consumer, shipping option and address rows) exactly as
 * it was. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, it } from 'vitest';
import type { AppConfig } from '../../src/server/config';
import { API } from '../../src/shared/api/paths';
import { siteQuery } from './helpers/api';
import { loadFixtures } from './helpers/fixtures';
import { cartHeaders } from './helpers/fuzz/cart-scene';
import { checkoutOperations, type CheckoutOperation } from './helpers/fuzz/checkout-operations';
import { openSession } from './helpers/fuzz/fuzz-context';
import {
  checkProperty,
  countResponse,
  describeRequest,
  expectClean,
  fuzzSettings as settings,
  NO_RATE_LIMITS,
  type OperationResult,
} from './helpers/fuzz/fuzz-operation';
import { brokenRule } from './helpers/fuzz/response-rules';
import { resetPostgres, testDatabaseUrl } from './helpers/postgres';
import { startServer } from './helpers/start-server';

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
    const request = plan(session);
    const before = await stored(app, session);
    const response = await app.inject(request);
    countResponse(result, response.statusCode);
    const fail = (why: string) => new Error(`${why}\n  request: ${describeRequest(request)}`);
    const broken = brokenRule(request.method, response);
    if (broken) throw fail(broken);
    const after = await stored(app, session);
    if (response.statusCode >= 400 && after !== before)
      throw fail(`rejected with ${response.statusCode} yet checkout changed:\n${before}\n${after}`);
  });
  return checkProperty(result, property, settings);
}

async function checkoutFuzz(overrides: Partial<AppConfig>): Promise<OperationResult[]> {
  const server = await startServer({ ...overrides, rateLimits: NO_RATE_LIMITS });
  try {
    const { app } = server;
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
    if (process.env.FUZZ_RUNS)
      for (const { name, sent, statuses } of results)
        console.info(`${name}: ${sent} sent, ${JSON.stringify(statuses)}`);
    return results;
  } finally {
    await server.close();
  }
}

/** 5 operations × runs requests, each with its own session: generous for a busy machine. */
const timeout = 60_000 + settings.runs * 5 * 60;

describe('the checkout fuzz', () => {
  it(
    'on PGlite: no 5xx, every error in the shape and checkout unchanged by it',
    { timeout },
    async () => {
      expectClean(await checkoutFuzz({}));
    },
  );

  it.skipIf(!testDatabaseUrl)('on PostgreSQL: the same', { timeout }, async () => {
    await resetPostgres(testDatabaseUrl!);
    expectClean(await checkoutFuzz({ databaseUrl: testDatabaseUrl! }));
  });
});

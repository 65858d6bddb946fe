/**
 * The tax fuzz (issue 13 "Bad input"): POST /api/cart/calculate-tax gets FUZZ_RUNS generated
 * requests — bodies from its schema, references right and wrong, any JSON, hostile text and
 * content types — each on a new session: a US cart ready for its tax (an item, a delivery
 * address named "Home", a shipping option), a US cart with only an item, or a GB cart (whose
 * prices include tax). None may answer 5xx; an error is `{ status, code, message }` and stores
 * no tax calculation; an accepted one answers the cart PENDING (US) or INCLUDED (GB). On PGlite,
 * and on PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { CalculateTaxBodySchema } from '../../src/shared/api/cart-tax';
import { CHECKOUT_API } from '../../src/shared/api/checkout-paths';
import { API } from '../../src/shared/api/paths';
import type { Cart } from '../../src/shared/domain/cart';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { siteQuery } from './helpers/api';
import { LONDON } from './helpers/checkout-client';
import { loadFixtures, type SkuPick } from './helpers/fixtures';
import { cartHeaders } from './helpers/fuzz/cart-scene';
import { openSession } from './helpers/fuzz/fuzz-context';
import {
  checkProperty,
  fuzzSettings as settings,
  type OperationResult,
} from './helpers/fuzz/fuzz-operation';
import { fuzzOnEachDatabase, sendChecked } from './helpers/fuzz/fuzz-suite';
import { genericJson } from './helpers/fuzz/generic-json';
import { contentType, hostileBodyText, hostileString } from './helpers/fuzz/hostile-inputs';
import type { FuzzRequest } from './helpers/fuzz/operation-requests';
import { schemaArbitrary, type JsonSchema } from './helpers/fuzz/schema-arbitrary';
import { LOS_ANGELES } from './helpers/tax-shopper';

type Scene = 'ready' | 'bare' | 'gb';

/** The session's stored tax calculation, and how many all sessions hold. */
async function stored(app: FastifyInstance, session: string): Promise<string> {
  const result = (await app.db.execute(sql`
    select json_build_object(
      'tax', (select row_to_json(t) from cart_taxes t where t.session_id = ${session}::uuid),
      'all', (select count(*) from cart_taxes)
    )::text as state`)) as unknown as { rows: Array<{ state: string }> };
  return result.rows[0]!.state;
}

async function call(app: FastifyInstance, options: InjectOptions): Promise<void> {
  const response = await app.inject(options);
  if (response.statusCode !== 200)
    throw new Error(`setting up a cart: ${response.statusCode} ${response.body}`);
}

/** A new session in `scene` (see above). */
async function freshSession(
  app: FastifyInstance,
  sites: { us: SiteRuntime; gb: SiteRuntime },
  pick: SkuPick,
  scene: Scene,
): Promise<string> {
  const site = scene === 'gb' ? sites.gb : sites.us;
  const session = await openSession(app, site);
  const post = (url: string, payload: unknown) =>
    call(app, {
      method: 'POST',
      url: `${url}?${siteQuery(site)}`,
      headers: cartHeaders(session, true),
      payload: payload as InjectOptions['payload'],
    });
  await post(API.cart, { productId: pick.product.productId, sku: pick.sku.sku, quantity: 1 });
  if (scene === 'bare') return session;
  await post(
    CHECKOUT_API.cartAddress,
    scene === 'gb' ? LONDON : { ...LOS_ANGELES, reference: 'Home' },
  );
  await post(CHECKOUT_API.shipping, { id: 'STANDARD' });
  return session;
}

/** Bodies: the schema's, references right and wrong, any JSON, or text that is not JSON at all. */
const payloads: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('{}', '{"reference":"Home"}', '{"reference":"Office"}') },
  {
    weight: 3,
    arbitrary: schemaArbitrary(CalculateTaxBodySchema as unknown as JsonSchema, {
      reference: ['Home', 'Office', ''],
    }).map((body) => JSON.stringify(body) ?? 'null'),
  },
  {
    weight: 2,
    arbitrary: fc
      .oneof(genericJson(['Home']), fc.record({ reference: hostileString }))
      .map((body) => JSON.stringify(body) ?? 'null'),
  },
  { weight: 1, arbitrary: hostileBodyText },
);

const plans = fc.record({
  scene: fc.constantFrom<Scene>('ready', 'ready', 'bare', 'gb'),
  payload: payloads,
  type: fc.oneof({ weight: 4, arbitrary: fc.constant('application/json') }, contentType),
});

// one operation, each request on a new session
fuzzOnEachDatabase('the calculate-tax fuzz', 1, async (app) => {
  const fixtures = await loadFixtures(app);
  const sites = { us: fixtures.site('us'), gb: fixtures.site('gb') };
  const pick = fixtures.stocked(10, 0);
  const result: OperationResult = { name: 'POST /api/cart/calculate-tax', sent: 0, statuses: {} };
  const property = fc.asyncProperty(plans, async ({ scene, payload, type }) => {
    const session = await freshSession(app, sites, pick, scene);
    const site = scene === 'gb' ? sites.gb : sites.us;
    const headers = cartHeaders(session, false);
    const request: FuzzRequest = {
      method: 'POST',
      url: `${CHECKOUT_API.calculateTax}?${siteQuery(site)}`,
      headers: type === undefined ? headers : { ...headers, 'content-type': type },
      payload,
    };
    const checked = await sendChecked(app, request, result, () => stored(app, session));
    if (checked.response.statusCode !== 200) return;
    const status = checked.response.json<Cart>().taxStatus;
    const expected = scene === 'gb' ? 'INCLUDED' : 'PENDING';
    if (status !== expected)
      throw checked.fail(`accepted with taxStatus ${status}, not ${expected}`);
  });
  return [await checkProperty(result, property, settings)];
});

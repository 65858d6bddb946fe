/**
 * The account routes' fuzz (issue 14 "Bad input"): POST /api/session, GET /api/session/logout,
 * the address book, the payment methods and the order history each get FUZZ_RUNS generated
 * requests (200 by default) — from their TypeBox schemas, address bodies that start from a valid
 * one with fields broken, and a bearer token that is the account's, another account's, garbage
 * or missing. None may answer 5xx; every error is `{ status, code, message }`; and a refused
 * request stores nothing: sessions and their accounts, bags, address books, favourites and
 * stored cards are read before and after each one. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { accountShopperOf } from '../../src/server/checkout/shopper-reference';
import { storeCard } from '../../src/server/payments/stored-cards';
import { orderHistorySchemas, paymentMethodSchemas } from '../../src/shared/api/account-data';
import { ACCOUNT_API } from '../../src/shared/api/account-paths';
import { addressSchemas } from '../../src/shared/api/addresses';
import { API, SESSION_HEADER } from '../../src/shared/api/paths';
import { sessionSchemas } from '../../src/shared/api/session';
import { createAccount } from './helpers/accounts';
import { siteQuery } from './helpers/api';
import { loadFixtures } from './helpers/fixtures';
import { fuzzContext, openSession, type FuzzContext } from './helpers/fuzz/fuzz-context';
import { checkProperty, fuzzSettings, type OperationResult } from './helpers/fuzz/fuzz-operation';
import { fuzzOnEachDatabase, sendChecked } from './helpers/fuzz/fuzz-suite';
import { hostileString } from './helpers/fuzz/hostile-inputs';
import { query, type FuzzRequest } from './helpers/fuzz/operation-requests';
import type { Operation } from './helpers/fuzz/route-catalogue';
import { schemaArbitrary, type JsonSchema } from './helpers/fuzz/schema-arbitrary';
import { encodeAnyText } from './helpers/fuzz/url-encoding';

/** What every request of an operation may need. */
interface Scene {
  app: FastifyInstance;
  context: FuzzContext;
  /** the account's token, another account's */
  token: string;
  otherToken: string;
  sitePublicId: string;
  /** the server's host and port, as the account's tokens were issued for */
  host: string;
  /** a session opened for this request (POST /api/session merges it, logout ends it) */
  freshSession(): Promise<string>;
}

/** Every row a refused account call must leave as it was (times of use left out). */
async function stored(app: FastifyInstance): Promise<string> {
  const result = (await app.db.execute(sql`
    select json_build_object(
      'sessions', (select coalesce(json_agg(json_build_array(id, account_id, site, language)
                    order by id), '[]'::json) from sessions),
      'bags', (select coalesce(json_agg(json_build_array(session_id, sku, quantity)
                    order by session_id, sku), '[]'::json) from cart_items),
      'addresses', (select coalesce(json_agg(a order by a.id), '[]'::json) from account_addresses a),
      'favourites', (select coalesce(json_agg(f order by f.account_id), '[]'::json)
                    from account_favourite_lists f),
      'cards', (select coalesce(json_agg(stored_payment_method_id order by stored_payment_method_id),
                    '[]'::json) from provider_stored_cards)
    )::text as state`)) as unknown as { rows: Array<{ state: string }> };
  return result.rows[0]!.state;
}

const VALID_ADDRESS = {
  countryCode: 'GB',
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Baker Street',
  city: 'London',
  postcode: 'NW1 6XE',
  email: 'ada@example.com',
  phoneNumber: '07400 123456',
};

const ADDRESS_KNOWN = {
  countryCode: ['GB', 'IE', 'FR', 'AE', 'JP', 'US', 'VN', 'gb'],
  postcode: ['NW1 6XE', '75005', 'D07 X2Y3', '100-0001'],
  region: ['AE-DU', 'CA', 'XX'],
  phoneNumber: ['07400 123456', '+33 1 23 45 67 89', '12'],
};

/** A valid address with up to three fields broken, or dropped, or one added. */
const addressBody = (context: FuzzContext) =>
  fc
    .array(
      fc.tuple(
        fc.constantFrom(
          ...Object.keys(VALID_ADDRESS),
          'addressLine2',
          'region',
          'default',
          'reference',
          'x',
        ),
        fc.oneof(
          hostileString,
          fc.constantFrom<unknown>(undefined, null, true, 7, [], {}, ''),
          fc.constantFrom(...Object.values(ADDRESS_KNOWN).flat()),
        ),
      ),
      { maxLength: 3 },
    )
    .map((changes) => {
      const body: Record<string, unknown> = { ...VALID_ADDRESS };
      for (const [field, value] of changes) body[field] = value;
      return body;
    })
    .chain((body) =>
      fc.oneof(
        { weight: 4, arbitrary: fc.constant<unknown>(body) },
        {
          weight: 1,
          arbitrary: schemaArbitrary(addressSchemas.add.body as JsonSchema, context.known),
        },
      ),
    );

type Authorisation = 'mine' | 'other' | 'garbage' | 'none' | 'basic';
const authorisation = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Authorisation>('mine') },
  { weight: 1, arbitrary: fc.constantFrom<Authorisation>('other', 'garbage', 'none', 'basic') },
);
const bearer = (scene: Scene, how: Authorisation): Record<string, string> =>
  ({
    mine: { authorization: `Bearer ${scene.token}` },
    other: { authorization: `Bearer ${scene.otherToken}` },
    garbage: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
    basic: { authorization: 'Basic YTpi' },
    none: {},
  })[how];

interface AccountOperation {
  name: string;
  /** what the request sends, made into a request for a scene */
  plans: fc.Arbitrary<(scene: Scene) => Promise<FuzzRequest>>;
}

function operation(
  method: string,
  url: string,
  schema: Operation['schema'],
  context: FuzzContext,
  options: { body?: fc.Arbitrary<unknown>; session?: 'fresh' } = {},
): AccountOperation {
  const route = { method, url, schema };
  const ids = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(context.known.id ?? ['x'])) },
    { weight: 1, arbitrary: hostileString.map((text) => encodeAnyText(text)) },
  );
  return {
    name: `${method} ${url}`,
    plans: fc
      .record({
        search: fc.oneof(query(route, context, false), query(route, context, true)),
        id: ids,
        how: authorisation,
        body: options.body ?? fc.constant(undefined),
        session: fc.constantFrom('fresh', 'known', 'garbage', 'none'),
      })
      .map(({ search, id, how, body, session: asked }) => async (scene: Scene) => {
        // only the session routes get a session of their own for a request
        const session = asked === 'fresh' && options.session !== 'fresh' ? 'known' : asked;
        const named =
          session === 'fresh'
            ? await scene.freshSession()
            : session === 'known'
              ? scene.context.sessions[0]!
              : session === 'garbage'
                ? 'not-a-session'
                : undefined;
        const path = url.replace(':id', id);
        return {
          method,
          url: search ? `${path}?${search}` : path,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            'sec-fetch-site': 'same-origin',
            host: scene.host,
            ...bearer(scene, how),
            ...(named ? { [SESSION_HEADER]: named } : {}),
          },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        };
      }),
  };
}

// 9 operations; each request reads the stored rows before and after it
fuzzOnEachDatabase('the account routes fuzz', 14, async (app) => {
  const { port } = app.server.address() as AddressInfo;
  const serverUrl = `http://127.0.0.1:${port}`;
  const context = await fuzzContext(app);
  const gb = (await loadFixtures(app)).site('gb');
  const mine = await createAccount(serverUrl, app.db);
  const other = await createAccount(serverUrl, app.db);
  // the local pool's tokens name the origin they were issued on: the requests come to the same
  const host = `127.0.0.1:${port}`;
  const auth = { authorization: `Bearer ${mine.accessToken}`, host };
  const ids: string[] = [];
  for (let index = 0; index < 6; index++) {
    const added = await app.inject({
      method: 'POST',
      url: `${ACCOUNT_API.addresses}?${siteQuery(gb)}`,
      headers: auth,
      payload: { ...VALID_ADDRESS, addressLine1: `${index + 1} Baker Street` },
    });
    if (added.statusCode !== 201) throw new Error(`setting up: ${added.statusCode} ${added.body}`);
    ids.push(added.json<{ id: string }>().id);
  }
  for (let index = 0; index < 6; index++)
    ids.push(
      await storeCard(app.db, {
        shopperReference: accountShopperOf(mine.sub),
        cardBrand: 'visa',
        lastFour: `111${index}`,
        expiryMonth: 3,
        expiryYear: new Date().getUTCFullYear() + 3,
        behaviour: 'authorise',
      }),
    );
  const known = {
    ...context.known,
    id: ids,
    ...ADDRESS_KNOWN,
    sitePublicId: [gb.sitePublicId ?? gb.siteTag],
  };
  const scene: Scene = {
    app,
    context: { ...context, known },
    token: mine.accessToken,
    otherToken: other.accessToken,
    sitePublicId: gb.sitePublicId ?? gb.siteTag,
    host,
    freshSession: () => openSession(app, gb),
  };
  const sessionBody = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constant<unknown>({ language: 'en', sitePublicId: scene.sitePublicId }),
    },
    { weight: 2, arbitrary: schemaArbitrary(sessionSchemas.create.body as JsonSchema, known) },
  );
  const operations = [
    operation('POST', API.accountSession, sessionSchemas.create, scene.context, {
      body: sessionBody,
      session: 'fresh',
    }),
    operation('GET', API.logout, sessionSchemas.logout, scene.context, { session: 'fresh' }),
    operation('GET', ACCOUNT_API.addresses, addressSchemas.list, scene.context),
    operation('POST', ACCOUNT_API.addresses, addressSchemas.add, scene.context, {
      body: addressBody(scene.context),
    }),
    operation('PUT', ACCOUNT_API.address(':id'), addressSchemas.update, scene.context, {
      body: addressBody(scene.context),
    }),
    operation('PUT', ACCOUNT_API.removeAddress(':id'), addressSchemas.remove, scene.context),
    operation('GET', ACCOUNT_API.paymentMethods, paymentMethodSchemas.list, scene.context),
    operation(
      'DELETE',
      ACCOUNT_API.paymentMethod(':id'),
      paymentMethodSchemas.remove,
      scene.context,
    ),
    operation('GET', ACCOUNT_API.orderHistory, orderHistorySchemas.list, scene.context),
  ];
  const results: OperationResult[] = [];
  for (const op of operations) {
    const result: OperationResult = { name: op.name, sent: 0, statuses: {} };
    const property = fc.asyncProperty(op.plans, async (plan) => {
      const request = await plan(scene);
      await sendChecked(app, request, result, () => stored(app));
    });
    results.push(await checkProperty(result, property, fuzzSettings));
  }
  return results;
});

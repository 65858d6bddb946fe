/**
 * The captcha gate's fuzz (issue 13 "Captcha", "Bad input"): FUZZ_RUNS generated payments, each
 * for a new session ready to pay, from an address past the bar (one refused payment, with a bar
 * of one), so every request meets the gate where a v2 solution or a v3 token lets it through.
 * Each carries in x-localised-challenge and x-localised-invisible nothing, a fresh solution,
 * one of the other kind, one already used, one with a field changed to any JSON value, or any
 * text; and a valid body, a total other than the bag's, or a body from the route's schema.
 * None may answer 5xx; an error is `{ status, code, message }` and stores nothing (orders,
 * stock, the session's keys); a 428 redeems no solution; and the answer is the gate's: a valid
 * body with a valid solution pays, without one it is 428. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { CHECKOUT_AGREEMENT_IDS } from '../../content/site-config';
import { count, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { encryptCard } from '../../src/platform/payments/encrypt-card';
import { solveChallenge } from '../../src/platform/captcha/solve-challenge';
import { captchaRedeemed } from '../../src/server/db/schema';
import type { AppConfig } from '../../src/server/config';
import { PaymentBodySchema } from '../../src/shared/api/checkout-payment';
import { CHECKOUT_API } from '../../src/shared/api/checkout-paths';
import { API } from '../../src/shared/api/paths';
import {
  CAPTCHA_API,
  CAPTCHA_CHALLENGE_HEADER,
  CAPTCHA_INVISIBLE_HEADER,
  encodeSolution,
  type CaptchaChallenge,
  type CaptchaKind,
  type CaptchaSolution,
} from '../../src/shared/captcha/captcha-protocol';
import type { ProviderPublicKey } from '../../src/shared/payments/provider-api';
import { siteQuery } from './helpers/api';
import { TEST_CAPTCHA } from './helpers/captcha';
import { LONDON } from './helpers/checkout-client';
import { loadFixtures } from './helpers/fixtures';
import { cartHeaders } from './helpers/fuzz/cart-scene';
import { openSession } from './helpers/fuzz/fuzz-context';
import {
  checkProperty,
  fuzzOnEachDatabase,
  fuzzSettings,
  NO_RATE_LIMITS,
  printResults,
  type OperationResult,
} from './helpers/fuzz/fuzz-operation';
import { sendChecked } from './helpers/fuzz/fuzz-suite';
import { printable } from './helpers/fuzz/request-headers';
import { schemaArbitrary, type JsonSchema } from './helpers/fuzz/schema-arbitrary';
import { card } from './helpers/payments';
import { setSku } from './helpers/skus';
import { startServer } from './helpers/start-server';

/** One refused payment from an address puts it past the bar, below twice it: v2 or v3 passes. */
const FUZZ_CAPTCHA = { ...TEST_CAPTCHA, sessionRefusals: 0, addressRefusals: 1 };

const FIELDS: (keyof CaptchaSolution)[] = [
  'algorithm',
  'challenge',
  'maxnumber',
  'salt',
  'expires',
  'kind',
  'signature',
  'number',
];

type HeaderPlan =
  | { type: 'none' | 'valid' | 'other-kind' | 'used' }
  | { type: 'field'; field: keyof CaptchaSolution; value: unknown }
  | { type: 'raw'; value: string };

const latin1 = fc.string({
  unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)),
  maxLength: 80,
});

const headerPlan: fc.Arbitrary<HeaderPlan> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ type: 'none' as const }) },
  { weight: 3, arbitrary: fc.constant({ type: 'valid' as const }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom({ type: 'other-kind' as const }, { type: 'used' as const }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('field' as const),
      field: fc.constantFrom(...FIELDS),
      value: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.integer(), latin1),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('raw' as const),
      value: fc.oneof(
        printable,
        latin1,
        fc.jsonValue({ maxDepth: 3 }).map((value) => btoa(JSON.stringify(value) ?? 'null')),
        fc.integer({ min: 1000, max: 8000 }).map((n) => 'A'.repeat(n)),
      ),
    }),
  },
);

type BodyPlan = 'valid' | 'wrong-total' | { schema: unknown };
const bodyPlan: fc.Arbitrary<BodyPlan> = fc.oneof(
  { weight: 5, arbitrary: fc.constant('valid' as const) },
  { weight: 1, arbitrary: fc.constant('wrong-total' as const) },
  {
    weight: 1,
    arbitrary: schemaArbitrary(PaymentBodySchema as unknown as JsonSchema, {}).map((schema) => ({
      schema,
    })),
  },
);

async function call(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  if (response.statusCode >= 300)
    throw new Error(`setting up: ${response.statusCode} ${response.body}`);
  return response;
}

async function fuzzGate(overrides: Partial<AppConfig>): Promise<OperationResult[]> {
  const server = await startServer({
    ...overrides,
    rateLimits: NO_RATE_LIMITS,
    captcha: FUZZ_CAPTCHA,
  });
  const { app } = server;
  try {
    const fixtures = await loadFixtures(app);
    const site = fixtures.site('gb');
    const pick = fixtures.stocked(10, 0);
    await setSku(app.db, pick.sku.sku, { stock: 1_000_000 });
    const query = siteQuery(site);
    const post = (session: string, path: string, payload: unknown): InjectOptions => ({
      method: 'POST',
      url: `${path}?${query}`,
      headers: cartHeaders(session, true),
      payload: JSON.stringify(payload),
    });
    const ready = async () => {
      const session = await openSession(app, site);
      const product = { productId: pick.product.productId, sku: pick.sku.sku, quantity: 1 };
      await call(app, post(session, API.cart, product));
      await call(app, post(session, CHECKOUT_API.cartAddress, LONDON));
      const consumer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
      await call(app, post(session, CHECKOUT_API.checkoutConsumer, consumer));
      const chosen = await call(app, post(session, CHECKOUT_API.shipping, { id: 'STANDARD' }));
      return {
        session,
        total: chosen.json<{ cartSummary: { totalCost: number } }>().cartSummary.totalCost,
      };
    };
    const key = (
      await call(app, { method: 'GET', url: '/pay/v1/public-key' })
    ).json<ProviderPublicKey>();
    const success = await encryptCard(card('4111111111111111'), key);
    const solved = async (kind: CaptchaKind) => {
      const challenge = (
        await call(app, { method: 'GET', url: `${CAPTCHA_API.challenge}?kind=${kind}` })
      ).json<CaptchaChallenge>();
      return solveChallenge(challenge);
    };

    // one refused payment from this address (every inject comes from 127.0.0.1)
    const first = await ready();
    const refusal = post(first.session, CHECKOUT_API.checkoutPayment, {
      paymentMethod: 'creditcard',
      card: await encryptCard(card('4000000000000002'), key),
      expectedTotal: first.total,
      agreements: CHECKOUT_AGREEMENT_IDS,
    });
    const refused = await app.inject({
      ...refusal,
      headers: { ...refusal.headers, 'idempotency-key': 'captcha-fuzz-refusal' },
    });
    expect(refused.statusCode).toBe(422);

    async function headerValue(plan: HeaderPlan, kind: CaptchaKind): Promise<string | undefined> {
      switch (plan.type) {
        case 'none':
          return undefined;
        case 'valid':
          return encodeSolution(await solved(kind));
        case 'other-kind':
          return encodeSolution(await solved(kind === 'v2' ? 'v3' : 'v2'));
        case 'used': {
          const header = encodeSolution(await solved(kind));
          expect(await app.captcha.redeem(header, kind)).toEqual({ ok: true });
          return header;
        }
        case 'field': {
          const solution = await solved(kind);
          if (JSON.stringify(solution[plan.field]) === JSON.stringify(plan.value)) return undefined;
          return btoa(JSON.stringify({ ...solution, [plan.field]: plan.value }));
        }
        case 'raw':
          return plan.value;
      }
    }

    const stored = async (session: string) => {
      const result = (await app.db.execute(sql`
        select json_build_object(
          'orders', (select count(*) from orders where session_id = ${session}::uuid),
          'stock', (select stock from skus where sku = ${pick.sku.sku}),
          'keys', (select count(*) from idempotency_keys where owner = ${session})
        )::text as state`)) as unknown as { rows: Array<{ state: string }> };
      return result.rows[0]!.state;
    };
    const redeemed = async () => (await app.db.select({ n: count() }).from(captchaRedeemed))[0]!.n;

    const result: OperationResult = { name: 'captcha gate', sent: 0, statuses: {} };
    const property = fc.asyncProperty(
      fc.record({ v2: headerPlan, v3: headerPlan, body: bodyPlan }),
      async (plan) => {
        const scene = await ready();
        const v2 = await headerValue(plan.v2, 'v2');
        const v3 = await headerValue(plan.v3, 'v3');
        const valid = {
          paymentMethod: 'creditcard',
          card: success,
          expectedTotal: scene.total,
          agreements: CHECKOUT_AGREEMENT_IDS,
        };
        const body =
          plan.body === 'valid'
            ? valid
            : plan.body === 'wrong-total'
              ? { ...valid, expectedTotal: scene.total + 1 }
              : plan.body.schema;
        const before = await redeemed();
        const { response, fail } = await sendChecked(
          app,
          {
            method: 'POST',
            url: `${CHECKOUT_API.checkoutPayment}?${query}`,
            headers: {
              ...cartHeaders(scene.session, true),
              'idempotency-key': `captcha-fuzz-${result.sent}-${scene.session}`,
              ...(v2 === undefined ? {} : { [CAPTCHA_CHALLENGE_HEADER]: v2 }),
              ...(v3 === undefined ? {} : { [CAPTCHA_INVISIBLE_HEADER]: v3 }),
            },
            payload: JSON.stringify(body),
          },
          result,
          () => stored(scene.session),
        );
        if (response.statusCode === 428 && (await redeemed()) !== before)
          throw fail('a 428 redeemed a solution');
        if (typeof plan.body === 'object') return;
        const passes = plan.v2.type === 'valid' || plan.v3.type === 'valid';
        const expected = !passes ? 428 : plan.body === 'valid' ? 200 : 409;
        if (response.statusCode !== expected)
          throw fail(
            `answered ${response.statusCode} where the gate means ${expected}: ${response.body.slice(0, 200)}`,
          );
      },
    );
    const results = [await checkProperty(result, property, fuzzSettings)];
    printResults(results);
    return results;
  } finally {
    await server.close();
  }
}

fuzzOnEachDatabase({
  suite: 'the captcha gate fuzz',
  claim: 'no 5xx, every error in the shape, nothing stored by it, the gate’s answer',
  timeout: 120_000 + fuzzSettings.runs * 800,
  run: fuzzGate,
  expectClean(results) {
    expect(results.filter((each) => each.sent < fuzzSettings.runs)).toEqual([]);
    expect(results.flatMap((each) => each.failure ?? [])).toEqual([]);
    expect(results[0]!.statuses).toMatchObject({
      '2xx': expect.any(Number),
      '4xx': expect.any(Number),
    });
  },
});

/**
 * The captcha after repeated refused payments (issue 13 "Captcha"; docs/api.md "Captcha") over
 * HTTP: the local challenge provider's GET /captcha/v1/challenge, and POST
 * /api/checkout/payment answering 428 CAPTCHA_REQUIRED once a session (3) or an address (6)
 * has had enough refused payments, until a solved challenge comes — or, below twice that, an
 * invisible token. Observed: the answers, the stock, the orders and the Idempotency-Keys
 * stored. Each test pays from an address of its own (X-Forwarded-For through a trusted proxy),
 * so their counts never meet. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { idempotencyKeys } from '../../src/server/db/schema';
import { CHECKOUT_API } from '../../src/shared/api/checkout-paths';
import type { PlacedOrder } from '../../src/shared/api/checkout-payment';
import {
  CAPTCHA_API,
  CAPTCHA_CHALLENGE_HEADER,
  CAPTCHA_INVISIBLE_HEADER,
  encodeSolution,
  type CaptchaChallenge,
} from '../../src/shared/captcha/captcha-protocol';
import { request, siteQuery } from './helpers/api';
import {
  movableClock,
  newChallenge,
  solution,
  solvedHeader,
  TEST_CAPTCHA,
} from './helpers/captcha';
import {
  newKey,
  orderShopper,
  ordersOf,
  startOrderSuite,
  stockOf,
  type OrderShopper,
  type OrderSuite,
} from './helpers/order-shopper';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase, type StartSuiteServer } from './helpers/suite-server';

const SUCCESS = '4111111111111111';
const REFUSED = '4000000000000002';
const ERROR = '4000000000000119';

type Answer = PlacedOrder & { code?: string; details?: { reason?: string } };

function captchaSuite(start: StartSuiteServer) {
  let server: StartedServer;
  let gb: SiteRuntime;
  let freshSku: OrderSuite['freshSku'];
  const clock = movableClock();
  let addresses = 0;

  beforeAll(async () => {
    ({ server, gb, freshSku } = await startOrderSuite((overrides) =>
      start({ ...overrides, captcha: TEST_CAPTCHA, trustProxy: '127.0.0.1', clock: clock.now }),
    ));
  });
  afterAll(() => server?.close());

  /** A shopper ready to pay from an address no other test uses. */
  async function shopper(stock = 5) {
    const pick = await freshSku(stock);
    return {
      pick,
      shopper: await orderShopper(server, gb, pick),
      address: `203.0.113.${++addresses}`,
    };
  }

  function pay(
    who: OrderShopper,
    address: string,
    body: unknown,
    headers: Record<string, string> = {},
    key = newKey(),
  ) {
    return request<Answer>(`${server.url}${CHECKOUT_API.checkoutPayment}?${siteQuery(gb)}`, {
      method: 'POST',
      session: who.session,
      body,
      headers: { 'idempotency-key': key, 'x-forwarded-for': address, ...headers },
    });
  }

  async function refuse(who: OrderShopper, address: string, times: number, card = REFUSED) {
    for (let index = 0; index < times; index++) {
      const answer = await pay(who, address, await who.cardBody(card));
      expect(answer.status).toBe(422);
    }
  }

  const keysOf = (session: string, key: string) =>
    server.app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.owner, session), eq(idempotencyKeys.key, key)));

  it('hands out signed challenges, more work for v2 than v3, never cached', async () => {
    const v2 = await request<CaptchaChallenge>(`${server.url}${CAPTCHA_API.challenge}?kind=v2`);
    expect(v2.status).toBe(200);
    expect(v2.headers.get('cache-control')).toBe('no-store');
    expect(v2.body).toMatchObject({ algorithm: 'SHA-256', kind: 'v2', maxnumber: 400 });
    expect(v2.body.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(v2.body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(v2.body.expires * 1000 - clock.now()).toBeGreaterThan(9 * 60_000);
    const v3 = await newChallenge(server.url, 'v3');
    expect(v3).toMatchObject({ kind: 'v3', maxnumber: 40 });
    expect(v3.expires * 1000 - clock.now()).toBeLessThanOrEqual(2 * 60_000);
    for (const query of ['', '?kind=v4', '?kind=V2', '?kind=v2&kind=v3']) {
      const refused = await request(`${server.url}${CAPTCHA_API.challenge}${query}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    }
  });

  it('after three refused payments the next is answered 428, taking and storing nothing; the same key with a solved challenge pays', async () => {
    const { pick, shopper: ada, address } = await shopper(5);
    await refuse(ada, address, 2);
    await refuse(ada, address, 1, ERROR); // PREAUTH_FAILED counts as well
    const before = {
      stock: await stockOf(server, pick.sku.sku),
      orders: (await ordersOf(server, ada.session)).length,
    };
    const body = await ada.cardBody(SUCCESS);
    const key = newKey();
    const refused = await pay(ada, address, body, {}, key);
    expect(refused.status).toBe(428);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.body).toEqual({
      status: 428,
      code: 'CAPTCHA_REQUIRED',
      message: expect.any(String),
      details: { reason: 'missing' },
    });
    expect(await stockOf(server, pick.sku.sku)).toBe(before.stock);
    expect(await ordersOf(server, ada.session)).toHaveLength(before.orders);
    expect(await keysOf(ada.session, key)).toEqual([]);

    const header = await solvedHeader(server.url, 'v2');
    const paid = await pay(ada, address, body, { [CAPTCHA_CHALLENGE_HEADER]: header }, key);
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('PAID');
    expect(await stockOf(server, pick.sku.sku)).toBe(before.stock - 1);
  });

  it('a solution passes once: reused, expired, tampered or of the other kind it is answered 428 again', async () => {
    const { shopper: ada, address } = await shopper();
    await refuse(ada, address, 3);
    const success = await ada.cardBody(SUCCESS);

    const used = await solvedHeader(server.url, 'v2');
    const once = await pay(ada, address, await ada.cardBody(REFUSED), {
      [CAPTCHA_CHALLENGE_HEADER]: used,
    });
    expect(once.body.code).toBe('ADRESULT_REFUSED');
    const again = await pay(ada, address, success, { [CAPTCHA_CHALLENGE_HEADER]: used });
    expect([again.status, again.body.details]).toEqual([428, { reason: 'used' }]);

    const fresh = await solution(server.url, 'v2');
    const flip = (hex: string) => `${hex[0] === 'a' ? 'b' : 'a'}${hex.slice(1)}`;
    const tampered = [
      { ...fresh, number: fresh.number + 1 },
      { ...fresh, salt: flip(fresh.salt) },
      { ...fresh, challenge: flip(fresh.challenge) },
      { ...fresh, signature: flip(fresh.signature) },
      { ...fresh, expires: fresh.expires + 3600 },
      { ...fresh, maxnumber: fresh.maxnumber + 1 },
      { ...fresh, kind: 'v3' as const },
    ];
    for (const changed of tampered) {
      const answer = await pay(ada, address, success, {
        [CAPTCHA_CHALLENGE_HEADER]: encodeSolution(changed),
      });
      expect([answer.status, answer.body.details]).toEqual([428, { reason: 'invalid' }]);
    }
    const wrongKind = await solvedHeader(server.url, 'v3');
    for (const header of [wrongKind, 'not base64!', btoa('{"number":1}'), 'x'.repeat(2000)]) {
      const answer = await pay(ada, address, success, { [CAPTCHA_CHALLENGE_HEADER]: header });
      expect([answer.status, answer.body.details]).toEqual([428, { reason: 'invalid' }]);
    }

    const late = await solvedHeader(server.url, 'v2');
    clock.advance(10 * 60_000 + 1000);
    try {
      const expired = await pay(ada, address, success, { [CAPTCHA_CHALLENGE_HEADER]: late });
      expect([expired.status, expired.body.details]).toEqual([428, { reason: 'expired' }]);
    } finally {
      clock.advance(-(10 * 60_000 + 1000));
    }

    // none of the refused ones used the untampered solution up
    const paid = await pay(ada, address, success, {
      [CAPTCHA_CHALLENGE_HEADER]: encodeSolution(fresh),
    });
    expect(paid.body.status).toBe('PAID');
  });

  it('an invisible token stands in for the challenge from three refusals to six, once each', async () => {
    const { shopper: ada, address } = await shopper();
    await refuse(ada, address, 3);
    const token = await solvedHeader(server.url, 'v3');
    const passed = await pay(ada, address, await ada.cardBody(REFUSED), {
      [CAPTCHA_INVISIBLE_HEADER]: token,
    });
    expect(passed.body.code).toBe('ADRESULT_REFUSED');
    const reused = await pay(ada, address, await ada.cardBody(SUCCESS), {
      [CAPTCHA_INVISIBLE_HEADER]: token,
    });
    expect([reused.status, reused.body.details]).toEqual([428, { reason: 'used' }]);
    for (let refusal = 5; refusal <= 6; refusal++) {
      const answer = await pay(ada, address, await ada.cardBody(REFUSED), {
        [CAPTCHA_INVISIBLE_HEADER]: await solvedHeader(server.url, 'v3'),
      });
      expect(answer.body.code).toBe('ADRESULT_REFUSED');
    }
    // six refusals: only the visible challenge will do now
    const success = await ada.cardBody(SUCCESS);
    const invisible = await pay(ada, address, success, {
      [CAPTCHA_INVISIBLE_HEADER]: await solvedHeader(server.url, 'v3'),
    });
    expect([invisible.status, invisible.body.details]).toEqual([428, { reason: 'missing' }]);
    const paid = await pay(ada, address, success, {
      [CAPTCHA_CHALLENGE_HEADER]: await solvedHeader(server.url, 'v2'),
    });
    expect(paid.body.status).toBe('PAID');
  });

  it('refusals from one address count across its sessions; the session is still checked first', async () => {
    const { shopper: ada, address } = await shopper();
    const { shopper: bea } = await shopper();
    const { shopper: cai } = await shopper();
    await refuse(ada, address, 3);
    await refuse(bea, address, 3);
    const body = await cai.cardBody(SUCCESS);
    const refused = await pay(cai, address, body);
    expect([refused.status, refused.body.code]).toEqual([428, 'CAPTCHA_REQUIRED']);
    // another address is another count
    const { shopper: dan } = await shopper();
    const elsewhere = await pay(dan, '198.51.100.7', await dan.cardBody(SUCCESS));
    expect(elsewhere.body.status).toBe('PAID');
    // an unknown session is 401 before anything else, and spends no solution
    const header = await solvedHeader(server.url, 'v2');
    const stranger = await request(
      `${server.url}${CHECKOUT_API.checkoutPayment}?${siteQuery(gb)}`,
      {
        method: 'POST',
        session: randomUUID(),
        body,
        headers: {
          'idempotency-key': newKey(),
          'x-forwarded-for': address,
          [CAPTCHA_CHALLENGE_HEADER]: header,
        },
      },
    );
    expect(stranger.status).toBe(401);
    const paid = await pay(cai, address, body, { [CAPTCHA_CHALLENGE_HEADER]: header });
    expect(paid.body.status).toBe('PAID');
  });

  it('a refusal replayed with its key is not counted again', async () => {
    const { shopper: ada, address } = await shopper();
    const body = await ada.cardBody(REFUSED);
    const key = newKey();
    expect((await pay(ada, address, body, {}, key)).status).toBe(422);
    const replay = await pay(ada, address, body, {}, key);
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([422, 'true']);
    await refuse(ada, address, 1);
    // two refusals counted, not three: no challenge yet
    expect((await pay(ada, address, await ada.cardBody(SUCCESS))).body.status).toBe('PAID');
  });

  it('one solution sent by several payments at once lets exactly one through', async () => {
    const { shopper: ada, address } = await shopper();
    await refuse(ada, address, 3);
    const header = await solvedHeader(server.url, 'v2');
    // a total other than the bag's: past the gate, the order is refused 409 and nothing stored
    const body = { ...(await ada.cardBody(SUCCESS)), expectedTotal: ada.total + 1 };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        pay(ada, address, body, { [CAPTCHA_CHALLENGE_HEADER]: header }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([409, 428, 428, 428, 428, 428]);
    expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('PRICE_CHANGED');
  });
}

describe('the captcha after refused payments', () => {
  onEachDatabase(captchaSuite);
});

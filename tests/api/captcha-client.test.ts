/**
 * The app's api client against the real server (spec §8 "HTTP 428: captcha v2 challenge"):
 * a payment call that opts into the captcha (`captcha: true`) and is answered 428 asks the
 * challenge host, which here solves the challenge as the dialog does (captcha-client.ts: fetch
 * from /captcha/v1, solve, encode), and is sent again once with the solution; a cancelled
 * challenge rejects with CAPTCHA_CANCELLED and sends nothing more; without a host the 428
 * comes back as it is; an invisible token source (invisible-token.ts) lets the payment through
 * below the higher bar without asking anyone. The client runs in Node: its relative URLs go
 * to the suite's server, its session lives in a sessionStorage of the test's own.
 */
import { CHECKOUT_AGREEMENT_IDS } from '../../content/site-config';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { solveNewChallenge } from '../../src/platform/captcha/captcha-client';
import {
  registerChallengeHost,
  subscribeChallenges,
  currentChallenge,
} from '../../src/platform/captcha/challenge-requests';
import { invisibleTokenSource } from '../../src/platform/captcha/invisible-token';
import { createApiClient, type ApiClient } from '../../src/platform/http/api-client';
import { encryptCard } from '../../src/platform/payments/encrypt-card';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { CHECKOUT_API } from '../../src/shared/api/checkout-paths';
import type { PlacedOrder } from '../../src/shared/api/checkout-payment';
import { API } from '../../src/shared/api/paths';
import type { ProviderPublicKey } from '../../src/shared/payments/provider-api';
import { TEST_CAPTCHA } from './helpers/captcha';
import { LONDON } from './helpers/checkout-client';
import { NO_RATE_LIMITS } from './helpers/fuzz/fuzz-operation';
import { ordersOf } from './helpers/order-shopper';
import { card, publicKey } from './helpers/payments';
import { setSku } from './helpers/skus';
import { startSuiteServer, type SuiteServer } from './helpers/suite-server';
import { startServer } from './helpers/start-server';

const SUCCESS = '4111111111111111';
const REFUSED = '4000000000000002';

const stored = new Map<string, string>();
let suite: SuiteServer;
let gb: SiteRuntime;
let key: ProviderPublicKey;
let api: ApiClient;

beforeAll(async () => {
  // counted per session only: each test's shopper starts from nothing
  suite = await startSuiteServer(startServer, {
    overrides: {
      rateLimits: NO_RATE_LIMITS,
      captcha: { ...TEST_CAPTCHA, addressRefusals: 0 },
    },
    campaigns: [],
  });
  gb = suite.fixtures.site('gb');
  key = await publicKey(suite.server.url);
  const pick = suite.fixtures.stocked(10, 0);
  await setSku(suite.server.app.db, pick.sku.sku, { stock: 1_000_000 });
  const realFetch = globalThis.fetch;
  vi.stubGlobal('sessionStorage', {
    getItem: (name: string) => stored.get(name) ?? null,
    setItem: (name: string, value: string) => void stored.set(name, value),
    removeItem: (name: string) => void stored.delete(name),
  });
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
    realFetch(new URL(input, suite.server.url), init),
  );
  api = createApiClient({
    siteTag: gb.siteTag,
    sitePublicId: gb.sitePublicId ?? gb.siteTag,
    language: 'en',
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await suite?.server.close();
});

/** A new session whose bag and shipping step are ready to pay, as the app makes them. */
beforeEach(async () => {
  await api.renewSession();
  const pick = suite.fixtures.stocked(10, 0);
  const post = (path: string, body: unknown) => api.fetch(path, { method: 'POST', body });
  await post(API.cart, { productId: pick.product.productId, sku: pick.sku.sku, quantity: 1 });
  await post(CHECKOUT_API.cartAddress, LONDON);
  await post(CHECKOUT_API.checkoutConsumer, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
  });
  await post(CHECKOUT_API.shipping, { id: 'STANDARD' });
});

const session = () => stored.get('shoppingSessionId')!;

/** The payment call as the payment step makes it: a fresh key and a card encrypted anew. */
async function pay(number: string, captcha: Parameters<ApiClient['fetch']>[1] = {}) {
  const cart = await api.fetch<{ cartSummary: { totalCost: number } }>(API.cart);
  return api.fetch<PlacedOrder>(CHECKOUT_API.checkoutPayment, {
    method: 'POST',
    body: {
      paymentMethod: 'creditcard',
      card: await encryptCard(card(number), key),
      expectedTotal: cart.cartSummary.totalCost,
      agreements: CHECKOUT_AGREEMENT_IDS,
    },
    headers: { 'idempotency-key': `order-${randomUUID()}` },
    captcha: true,
    ...captcha,
  });
}

async function refuseThrice() {
  for (let attempt = 0; attempt < 3; attempt++) {
    await expect(pay(REFUSED)).rejects.toMatchObject({ status: 422, code: 'ADRESULT_REFUSED' });
  }
}

/** A challenge host that answers each request with `answer`; returns what it was asked. */
function host(answer: 'solve' | 'cancel') {
  const asked: number[] = [];
  const unregister = registerChallengeHost();
  const unsubscribe = subscribeChallenges(() => {
    const request = currentChallenge();
    if (!request || asked.includes(request.id)) return;
    asked.push(request.id);
    if (answer === 'cancel') request.cancel();
    else
      void solveNewChallenge('v2').then(
        ({ header }) => request.resolve(header),
        () => request.fail(),
      );
  });
  return {
    asked,
    stop() {
      unsubscribe();
      unregister();
    },
  };
}

describe('the api client and the captcha', () => {
  it('a 428 opens the challenge, and the call is sent again with the solution', async () => {
    await refuseThrice();
    const dialog = host('solve');
    try {
      const order = await pay(SUCCESS);
      expect(order.status).toBe('PAID');
      expect(dialog.asked).toHaveLength(1);
    } finally {
      dialog.stop();
    }
    const placed = await ordersOf(suite.server, session());
    expect(placed.map((order) => order.status).sort()).toEqual([
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
      'PAID',
    ]);
  });

  it('a cancelled challenge rejects with CAPTCHA_CANCELLED and sends nothing more', async () => {
    await refuseThrice();
    const dialog = host('cancel');
    try {
      await expect(pay(SUCCESS)).rejects.toMatchObject({ status: 428, code: 'CAPTCHA_CANCELLED' });
      expect(dialog.asked).toHaveLength(1);
    } finally {
      dialog.stop();
    }
    expect(await ordersOf(suite.server, session())).toHaveLength(3);
  });

  it('without a host to show the challenge, the caller gets the 428', async () => {
    await refuseThrice();
    await expect(pay(SUCCESS)).rejects.toMatchObject({
      status: 428,
      code: 'CAPTCHA_REQUIRED',
      details: { reason: 'missing' },
    });
    // a call that did not opt in gets its 428 the same, even with a host
    const dialog = host('solve');
    try {
      await expect(pay(SUCCESS, { captcha: undefined })).rejects.toMatchObject({ status: 428 });
      expect(dialog.asked).toEqual([]);
    } finally {
      dialog.stop();
    }
  });

  it('an invisible token lets the payment through after three refusals without asking', async () => {
    await refuseThrice();
    const invisible = invisibleTokenSource({
      solve: (signal) => solveNewChallenge('v3', { signal }),
      refreshMs: 30_000,
      waitMs: 5_000,
    });
    invisible.start();
    const dialog = host('solve');
    try {
      const order = await pay(SUCCESS, { captcha: invisible });
      expect(order.status).toBe('PAID');
      expect(dialog.asked).toEqual([]);
    } finally {
      dialog.stop();
      invisible.stop();
    }
  });
});

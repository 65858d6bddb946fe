/**
 * Stored cards over HTTP (issue 13 "a stored card token pays without re-entry"): the payment
 * provider's POST /pay/v1/paymentMethods lists the cards a shopper stored, and the shop's
 * GET /api/checkout/stored-cards answers the session's own, which then pay an order by their
 * id. Observed: the answers, and what the provider was charged. On PGlite, and on PostgreSQL
 * when TEST_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { CHECKOUT_API } from '../../src/shared/api/checkout-paths';
import type { StoredCards } from '../../src/shared/api/stored-cards';
import { PAY_API, type PaymentMethods } from '../../src/shared/payments/provider-api';
import { request, siteQuery } from './helpers/api';
import type { Fixtures } from './helpers/fixtures';
import { NO_RATE_LIMITS } from './helpers/fuzz/fuzz-operation';
import { newKey, orderShopper, providerPayments } from './helpers/order-shopper';
import { encryptedBody, FUTURE_YEAR, publicKey } from './helpers/payments';
import { setSku } from './helpers/skus';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase, startSuiteServer, type StartSuiteServer } from './helpers/suite-server';

function storedCardsSuite(start: StartSuiteServer) {
  let server: StartedServer;
  let fixtures: Fixtures;
  let gb: SiteRuntime;
  let picks = 0;
  // the suite's clock: card expiry is judged by it
  let now: number | undefined;

  beforeAll(async () => {
    ({ server, fixtures } = await startSuiteServer(start, {
      overrides: { rateLimits: NO_RATE_LIMITS, clock: () => now ?? Date.now() },
      campaigns: [],
    }));
    gb = fixtures.site('gb');
  });
  afterAll(() => server?.close());

  const freshSku = async () => {
    const pick = fixtures.stocked(1, picks++);
    await setSku(server.app.db, pick.sku.sku, { stock: 10 });
    return pick;
  };
  const listed = (shopperReference: unknown) =>
    request<PaymentMethods>(`${server.url}${PAY_API.paymentMethods}`, {
      method: 'POST',
      body: { shopperReference },
    });
  const storedCardsOf = (session?: string) =>
    request<StoredCards>(`${server.url}${CHECKOUT_API.storedCards}?${siteQuery(gb)}`, {
      ...(session ? { session } : {}),
    });

  it('POST /pay/v1/paymentMethods: a shopper’s own cards, newest first, each card once', async () => {
    const key = await publicKey(server.url);
    const shopperReference = `shopper-${randomUUID()}`;
    const store = async (number: string) => {
      const body = await encryptedBody(key, number, { storePaymentMethod: true, shopperReference });
      const answer = await request(`${server.url}${PAY_API.payments}`, {
        method: 'POST',
        body,
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(answer.status).toBe(200);
    };
    await store('5555555555554444');
    await store('4111111111111111');
    await store('4111111111111111');

    const mine = await listed(shopperReference);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(mine.body.storedPaymentMethods).toEqual([
      {
        id: expect.stringMatching(/^SPM/),
        type: 'scheme',
        brand: 'visa',
        lastFour: '1111',
        expiryMonth: '03',
        expiryYear: FUTURE_YEAR,
      },
      expect.objectContaining({ brand: 'mc', lastFour: '4444' }),
    ]);
    expect((await listed(`shopper-${randomUUID()}`)).body).toEqual({ storedPaymentMethods: [] });
    for (const odd of ['', undefined, 42, 'x'.repeat(300)])
      expect((await listed(odd)).body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('GET /api/checkout/stored-cards: the session’s cards, which pay without the card', async () => {
    const shopper = await orderShopper(server, gb, await freshSku(), 1);
    const empty = await storedCardsOf(shopper.session);
    expect(empty.status).toBe(200);
    expect(empty.headers.get('cache-control')).toBe('no-store');
    expect(empty.body).toEqual({ storedCards: [] });

    const body = await shopper.cardBody('4111111111111111', { storeCard: true });
    expect((await shopper.pay(body, newKey())).body).toMatchObject({ status: 'PAID' });
    const saved = await storedCardsOf(shopper.session);
    expect(saved.body.storedCards).toEqual([
      {
        id: expect.stringMatching(/^SPM/),
        brand: 'visa',
        lastFour: '1111',
        expiryMonth: 3,
        expiryYear: Number(FUTURE_YEAR),
      },
    ]);
    expect(JSON.stringify(saved.body)).not.toContain('4111111111111111');
    // another session's shopper sees none of them
    const stranger = await orderShopper(server, gb, await freshSku(), 1);
    expect((await storedCardsOf(stranger.session)).body).toEqual({ storedCards: [] });

    // the next order of the session pays with the card's id alone
    const pick = await freshSku();
    expect((await shopper.add(pick, 1)).status).toBe(200);
    const total = (await shopper.read()).body.cartSummary.totalCost;
    const id = saved.body.storedCards[0]!.id;
    const again = await shopper.pay(
      {
        paymentMethod: 'creditcard',
        card: { storedPaymentMethodId: id },
        expectedTotal: total,
        agreements: [...gb.agreements],
      },
      newKey(),
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'PAID', total });
    const [payment] = await providerPayments(server, again.body.orderReference);
    expect(payment).toMatchObject({ resultCode: 'Authorised', paymentMethod: { brand: 'visa' } });
    // and a stranger cannot pay with it
    const stolen = await stranger.pay(
      {
        paymentMethod: 'creditcard',
        card: { storedPaymentMethodId: id },
        expectedTotal: stranger.total,
        agreements: [...gb.agreements],
      },
      newKey(),
    );
    expect(stolen.body).toMatchObject({ status: 404, code: 'STORED_CARD_UNKNOWN' });

    // once past its expiry month a card is no longer offered
    now = Date.UTC(Number(FUTURE_YEAR), 3, 1);
    try {
      expect((await storedCardsOf(shopper.session)).body).toEqual({ storedCards: [] });
    } finally {
      now = undefined;
    }
  });

  it('GET /api/checkout/stored-cards needs a session: 401 without one', async () => {
    const answer = await storedCardsOf();
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const unknown = await storedCardsOf(randomUUID());
    expect(unknown.status).toBe(401);
  });
}

onEachDatabase(storedCardsSuite);

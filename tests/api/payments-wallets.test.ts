/**
 * Google Pay and Apple Pay over HTTP (issue 13, docs/payments.md "Wallets"): the provider reads
 * a wallet's token in test mode only — a well-formed ECv2 / EC_v1 envelope whose encrypted part
 * holds the test card — and pays it as its test card (a refused card is refused), never with a
 * challenge; a token that is malformed, expired, of another amount, of a network the provider
 * does not take or used before is refused, 422 WALLET_TOKEN_INVALID, with nothing stored. The
 * shop's POST /api/checkout/payment takes both. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { CHECKOUT_AGREEMENT_IDS } from '../../content/site-config';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { providerPayments as paymentRows } from '../../src/server/db/schema';
import type { PaymentResponse } from '../../src/shared/payments/provider-api';
import { request } from './helpers/api';
import {
  newKey,
  orderShopper,
  ordersOf,
  providerPayments,
  startOrderSuite,
  stockOf,
  type OrderSuite,
} from './helpers/order-shopper';
import { newReference } from './helpers/payments';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase, type StartSuiteServer } from './helpers/suite-server';
import {
  applePayToken,
  googlePayPayload,
  googlePayToken,
  WALLET_YEAR,
} from './helpers/wallet-tokens';

const VISA = '4111111111111111';
const MASTERCARD = '5555555555554444';
const REFUSED = '4000000000000002';
const CHALLENGE = '4000000000003220';
const AMOUNT = { value: 12_950, currency: 'GBP' };

type Answer = PaymentResponse & { code?: string };

function walletSuite(start: StartSuiteServer) {
  let server: StartedServer;
  let gb: SiteRuntime;
  let freshSku: OrderSuite['freshSku'];

  beforeAll(async () => {
    ({ server, gb, freshSku } = await startOrderSuite(start));
  });
  afterAll(() => server?.close());

  const pay = (paymentMethod: Record<string, unknown>, reference = newReference()) =>
    request<Answer>(`${server.url}/pay/v1/payments`, {
      method: 'POST',
      body: { reference, amount: AMOUNT, paymentMethod, returnUrl: 'http://shop.example/review' },
    });
  const google = (token: string, network?: string) => ({
    type: 'googlepay',
    googlePayToken: token,
    ...(network ? { googlePayCardNetwork: network } : {}),
  });
  const apple = (token: string) => ({ type: 'applepay', applePayToken: token });
  const stored = async () => (await server.app.db.select({ n: count() }).from(paymentRows))[0]!.n;

  it('pays a test card through each wallet as the card pays, never with a challenge', async () => {
    const cases = [
      [google(googlePayToken({ pan: VISA }), 'VISA'), 'Authorised', 'visa'],
      [google(googlePayToken({ pan: MASTERCARD, authMethod: 'PAN_ONLY' })), 'Authorised', 'mc'],
      [google(googlePayToken({ pan: CHALLENGE }), 'VISA'), 'Authorised', 'visa'],
      [google(googlePayToken({ pan: REFUSED }), 'VISA'), 'Refused', 'visa'],
      [apple(applePayToken({ pan: VISA, amount: AMOUNT.value })), 'Authorised', 'visa'],
      [apple(applePayToken({ pan: REFUSED, amount: AMOUNT.value })), 'Refused', 'visa'],
    ] as const;
    for (const [method, resultCode, brand] of cases) {
      const answer = await pay(method);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        resultCode,
        paymentMethod: { type: method.type, brand },
        additionalData: { cardSummary: expect.stringMatching(/^\d{4}$/) },
      });
      expect(answer.body.action).toBeUndefined();
    }
  });

  it('refuses a token malformed, expired, for another amount, of another network or used twice', async () => {
    const expired = googlePayToken({ pan: VISA, messageExpiration: Date.now() - 1 });
    const noCryptogram = googlePayToken(
      { pan: VISA },
      {
        ...googlePayPayload({ pan: VISA }),
        paymentMethodDetails: {
          authMethod: 'CRYPTOGRAM_3DS',
          pan: VISA,
          expirationMonth: 1,
          expirationYear: WALLET_YEAR,
        },
      },
    );
    const envelope = JSON.parse(googlePayToken({ pan: VISA })) as Record<string, unknown>;
    const refusals = [
      google('not json'),
      google(JSON.stringify({ ...envelope, protocolVersion: 'ECv1' })),
      google(JSON.stringify({ ...envelope, signature: '' })),
      google(JSON.stringify({ ...envelope, signedMessage: '{"tag":"x"}' })),
      google(expired),
      google(noCryptogram),
      google(googlePayToken({ pan: '4111111111111112' })),
      google(googlePayToken({ pan: '6011111111111117' })),
      google(googlePayToken({ pan: VISA }), 'MASTERCARD'),
      apple('%%%'),
      apple(Buffer.from('{"version":"EC_v1"}').toString('base64')),
      apple(applePayToken({ pan: VISA, amount: AMOUNT.value + 1 })),
    ];
    const before = await stored();
    for (const method of refusals) {
      const answer = await pay(method);
      expect([answer.status, answer.body.code]).toEqual([422, 'WALLET_TOKEN_INVALID']);
    }
    const old = await pay(google(googlePayToken({ pan: VISA, expirationYear: 2020 })));
    expect([old.status, old.body.code]).toEqual([422, 'CARD_EXPIRED']);
    expect(await stored()).toBe(before);

    const token = apple(applePayToken({ pan: VISA, amount: AMOUNT.value }));
    expect((await pay(token)).body.resultCode).toBe('Authorised');
    const reused = await pay(token);
    expect([reused.status, reused.body.code]).toEqual([422, 'WALLET_TOKEN_INVALID']);
    expect(await stored()).toBe(before + 1);
  });

  it('the shop takes both wallets: PAID, or refused with the stock back; a bad token stores nothing', async () => {
    const pick = await freshSku(5);
    const shopper = await orderShopper(server, gb, pick, 1);
    const body = (paymentMethod: string, walletToken: string, extra = {}) => ({
      paymentMethod,
      walletToken,
      expectedTotal: shopper.total,
      agreements: CHECKOUT_AGREEMENT_IDS,
      ...extra,
    });
    const bad = await shopper.pay(body('googlepay', 'not json'), newKey());
    expect([bad.status, bad.body]).toMatchObject([422, { code: 'WALLET_TOKEN_INVALID' }]);
    expect(await ordersOf(server, shopper.session)).toEqual([]);
    expect(await stockOf(server, pick.sku.sku)).toBe(5);

    const refused = await shopper.pay(
      body('googlepay', googlePayToken({ pan: REFUSED }), { cardNetwork: 'VISA' }),
      newKey(),
    );
    expect([refused.status, refused.body]).toMatchObject([422, { code: 'ADRESULT_REFUSED' }]);
    expect(await stockOf(server, pick.sku.sku)).toBe(5);

    const google = await shopper.pay(body('googlepay', googlePayToken({ pan: VISA })), newKey());
    expect([google.status, google.body.status]).toEqual([200, 'PAID']);
    expect(await stockOf(server, pick.sku.sku)).toBe(4);
    const [payment] = await providerPayments(server, google.body.orderReference);
    expect(payment).toMatchObject({
      resultCode: 'Authorised',
      paymentMethod: { type: 'googlepay' },
    });

    const other = await orderShopper(server, gb, pick, 1);
    // Apple Pay's token names the amount it pays, in the provider's minor units (pence here)
    const token = applePayToken({ pan: MASTERCARD, amount: other.total });
    const applePaid = await other.pay(
      {
        paymentMethod: 'applepay',
        walletToken: token,
        expectedTotal: other.total,
        agreements: CHECKOUT_AGREEMENT_IDS,
      },
      newKey(),
    );
    expect([applePaid.status, applePaid.body.status]).toEqual([200, 'PAID']);
    const [order] = await ordersOf(server, other.session);
    expect(order!.snapshot.paymentMethod).toBe('applepay');
  });
}

onEachDatabase(walletSuite);

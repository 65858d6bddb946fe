/**
 * The shop's provider client (src/server/payments/provider-client.ts) against the local
 * provider, in this process (inject) and over HTTP to a base URL: the same answers, the
 * provider's 4xx passed on as ApiError, an unreachable provider as 503, the challenge URL made
 * absolute on the provider's origin, reconciling by merchant reference, and the merchant key.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptCard } from '../../src/platform/payments/encrypt-card';
import {
  createProviderClient,
  type ProviderClient,
} from '../../src/server/payments/provider-client';
import { shopOutcome, toProviderMinorUnits } from '../../src/server/payments/provider-outcome';
import { card, newReference, postChallengeForm } from './helpers/payments';
import { startServer, type StartedServer } from './helpers/start-server';

let server: StartedServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const payment = async (client: ProviderClient, number: string, reference = newReference()) => ({
  orderReference: reference,
  amount: { value: 4_500, currency: 'EUR' },
  card: {
    ...(await encryptCard(card(number), await client.publicKey())),
    holderName: 'Ada Lovelace',
  },
  returnUrl: 'http://127.0.0.1/checkout/review',
});

describe.each([
  ['the app gives (in this process by default)', () => server.app.paymentProvider],
  ['in this process', () => createProviderClient({ app: server.app })],
  ['over HTTP', () => createProviderClient({ app: server.app, baseUrl: server.url })],
])('the provider client %s', (_name, makeClient) => {
  it('authorises, and finds the payment again by its order reference', async () => {
    const client = makeClient();
    const order = await payment(client, '4111111111111111');
    const answer = await client.authorise(order, randomUUID());
    expect(shopOutcome(answer)).toEqual({ kind: 'authorised', pspReference: answer.pspReference });
    const found = await client.findByMerchantReference(order.orderReference);
    expect(found.map((record) => [record.pspReference, record.resultCode])).toEqual([
      [answer.pspReference, 'Authorised'],
    ]);
  });

  it('maps refused, pre-authorisation failures and pending to the spec codes', async () => {
    const client = makeClient();
    const outcome = async (number: string) =>
      shopOutcome(await client.authorise(await payment(client, number), randomUUID()));
    expect(await outcome('4000000000000002')).toMatchObject({
      kind: 'refused',
      code: 'ADRESULT_REFUSED',
      reason: 'Refused',
    });
    expect(await outcome('4000000000000119')).toMatchObject({
      kind: 'failed',
      code: 'PREAUTH_FAILED',
    });
    expect(await outcome('4000000000000077')).toMatchObject({ kind: 'pending', code: 'PENDING' });
  });

  it('passes the provider’s refusal of card data on as an ApiError', async () => {
    const client = makeClient();
    const order = await payment(client, '4111111111111111');
    const broken = { ...order, card: { ...order.card, encryptedCardNumber: 'not-a-blob' } };
    await expect(client.authorise(broken, randomUUID())).rejects.toMatchObject({
      status: 422,
      code: 'CARD_DATA_UNREADABLE',
    });
  });

  it('lists the cards a shopper stored, and only theirs', async () => {
    const client = makeClient();
    const shopperReference = `shopper-${randomUUID()}`;
    const order = await payment(client, '5555555555554444');
    await client.authorise({ ...order, storeCard: true, shopperReference }, randomUUID());
    const { storedPaymentMethods } = await client.paymentMethods(shopperReference);
    expect(storedPaymentMethods).toMatchObject([
      { type: 'scheme', brand: 'mc', lastFour: '4444', expiryMonth: '03' },
    ]);
    expect(await client.paymentMethods(`shopper-${randomUUID()}`)).toEqual({
      storedPaymentMethods: [],
    });
  });

  it('follows a 3-D Secure challenge to its completion with details', async () => {
    const client = makeClient();
    const answer = await client.authorise(await payment(client, '4000000000003220'), randomUUID());
    const outcome = shopOutcome(answer);
    if (outcome.kind !== 'action') throw new Error(`expected an action, got ${outcome.kind}`);
    const challenge = new URL(outcome.action.url, server.url);
    expect(challenge.origin).toBe(server.url);
    const back = await postChallengeForm(server.url, challenge.toString(), 'outcome=approve');
    const done = await client.details(back.redirectResult, randomUUID());
    expect(shopOutcome(done)).toEqual({ kind: 'authorised', pspReference: answer.pspReference });
  });
});

describe('the provider client', () => {
  it('makes the challenge URL absolute on a configured provider origin', async () => {
    const client = createProviderClient({ app: server.app, baseUrl: server.url });
    const answer = await client.authorise(await payment(client, '4000000000003220'), randomUUID());
    expect(answer.action!.url.startsWith(`${server.url}/pay/v1/challenge/`)).toBe(true);
  });

  it('answers 503 when the provider cannot be reached', async () => {
    const client = createProviderClient({ app: server.app, baseUrl: 'http://127.0.0.1:18729/' });
    await expect(client.publicKey()).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('scales the shop’s minor units to the currency’s ISO 4217 ones', () => {
    expect(toProviderMinorUnits(250, 0, 'AED')).toBe(25_000);
    expect(toProviderMinorUnits(12_950, 2, 'GBP')).toBe(12_950);
    expect(toProviderMinorUnits(5_000, 0, 'JPY')).toBe(5_000);
  });
});

describe('with a merchant key (PAYMENTS_API_KEY)', () => {
  const apiKey = 'merchant-key-for-tests-0123';
  let keyed: StartedServer;
  beforeAll(async () => {
    keyed = await startServer({ paymentsApiKey: apiKey });
  });
  afterAll(() => keyed.close());

  it('refuses the shop’s calls without it, and keeps the public key open to browsers', async () => {
    const client = createProviderClient({ app: keyed.app });
    const order = await payment(client, '4111111111111111');
    const unkeyed = await fetch(`${keyed.url}/pay/v1/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference: order.orderReference }),
    });
    expect(unkeyed.status).toBe(401);
    expect(await unkeyed.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const list = await fetch(`${keyed.url}/pay/v1/payments?merchantReference=x`);
    expect(list.status).toBe(401);
    await expect(client.authorise(order, randomUUID())).rejects.toMatchObject({ status: 401 });
    const wrong = createProviderClient({ app: keyed.app, apiKey: `${apiKey}-not` });
    await expect(wrong.findByMerchantReference('x')).rejects.toMatchObject({ status: 401 });
  });

  it('is sent by the app’s client, in process and over HTTP', async () => {
    const overHttp = createProviderClient({ app: keyed.app, baseUrl: keyed.url, apiKey });
    for (const client of [keyed.app.paymentProvider, overHttp]) {
      const answer = await client.authorise(
        await payment(client, '4111111111111111'),
        randomUUID(),
      );
      expect(answer.resultCode).toBe('Authorised');
    }
  });
});

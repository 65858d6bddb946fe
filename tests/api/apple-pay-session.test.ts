/**
 * Apple Pay's merchant validation over HTTP (docs/payments.md "Wallets"): the provider's
 * POST /pay/v1/applePay/sessions (Adyen's shape, the merchant key required) and the shop's
 * POST /api/checkout/apple-pay/session, which asks it for the domain the shop is served on and
 * the site's merchant. Observed: the answers, the session decoded and its signature checked
 * against the provider's public key. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { createHash, createPublicKey, constants, verify } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { signedPart } from '../../src/server/payments/apple-pay-sessions';
import { SESSION_HEADER } from '../../src/shared/api/paths';
import type { ShopApplePaySession } from '../../src/shared/api/apple-pay-session';
import { CHECKOUT_API } from '../../src/shared/api/checkout-paths';
import { PAY_API, type ProviderPublicKey } from '../../src/shared/payments/provider-api';
import type { ApplePaySessionResponse } from '../../src/shared/payments/provider-apple-pay-api';
import { openSession, request, siteQuery } from './helpers/api';
import type { Fixtures } from './helpers/fixtures';
import { NO_RATE_LIMITS } from './helpers/fuzz/fuzz-operation';
import { startServer, type StartedServer } from './helpers/start-server';
import { onEachDatabase, startSuiteServer, type StartSuiteServer } from './helpers/suite-server';

const API_KEY = 'apple-pay-merchant-key-0123';
const FIVE_MINUTES = 5 * 60_000;

const hexDigest = (text: string) => createHash('sha256').update(text).digest('hex').toUpperCase();

/** Whether `session` was signed by the provider whose public key is `key`. */
function signedBy(session: ShopApplePaySession, key: ProviderPublicKey): boolean {
  const { signature, ...signed } = session;
  return verify(
    'sha256',
    Buffer.from(signedPart(signed)),
    {
      key: createPublicKey({
        key: { kty: 'RSA', n: key.publicKey.n, e: key.publicKey.e },
        format: 'jwk',
      }),
      padding: constants.RSA_PKCS1_PSS_PADDING,
      saltLength: constants.RSA_PSS_SALTLEN_DIGEST,
    },
    Buffer.from(signature, 'hex'),
  );
}

/** A POST over node:http, which sends the Host header it is given (fetch sends its own). */
function postWithHost(url: string, host: string, session: string) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const body = '{}';
    const sent = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          host,
          [SESSION_HEADER]: session,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }),
        );
      },
    );
    sent.once('error', reject);
    sent.end(body);
  });
}

function applePaySuite(start: StartSuiteServer) {
  let server: StartedServer;
  let fixtures: Fixtures;
  let gb: SiteRuntime;
  let key: ProviderPublicKey;

  beforeAll(async () => {
    ({ server, fixtures } = await startSuiteServer(start, {
      overrides: { rateLimits: NO_RATE_LIMITS, paymentsApiKey: API_KEY },
    }));
    gb = fixtures.site('gb');
    key = (await request<ProviderPublicKey>(`${server.url}${PAY_API.publicKey}`)).body;
  });
  afterAll(() => server?.close());

  const provider = (body: unknown, apiKey: string | null = API_KEY) =>
    request<ApplePaySessionResponse & { code?: string }>(
      `${server.url}${PAY_API.applePaySessions}`,
      {
        method: 'POST',
        body,
        headers: apiKey ? { 'x-api-key': apiKey } : {},
      },
    );
  const shop = (session: string | undefined, body: unknown = {}) =>
    request<ShopApplePaySession & { code?: string }>(
      `${server.url}${CHECKOUT_API.applePaySession}?${siteQuery(gb)}`,
      { method: 'POST', body, ...(session ? { session } : {}) },
    );
  const decoded = (answer: ApplePaySessionResponse) =>
    JSON.parse(Buffer.from(answer.data, 'base64').toString('utf8')) as ShopApplePaySession;
  const VALID = {
    displayName: 'Vitrine',
    domainName: 'shop.example',
    merchantIdentifier: 'merchant.vitrine-gb',
  };

  describe('the provider: POST /pay/v1/applePay/sessions', () => {
    it('answers a merchant session like Apple’s, base64-encoded, signed with its key', async () => {
      const before = Date.now();
      const answer = await provider(VALID);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(Object.keys(answer.body)).toEqual(['data']);
      const session = decoded(answer.body);
      expect(session).toEqual({
        epochTimestamp: expect.any(Number),
        expiresAt: session.epochTimestamp + FIVE_MINUTES,
        merchantSessionIdentifier: expect.stringMatching(/^SSH[0-9A-F]{32}_[0-9A-F]{64}$/),
        nonce: expect.stringMatching(/^[0-9a-f]{8}$/),
        merchantIdentifier: hexDigest('merchant.vitrine-gb'),
        domainName: 'shop.example',
        displayName: 'Vitrine',
        signature: expect.stringMatching(/^[0-9a-f]+$/),
      });
      expect(session.epochTimestamp).toBeGreaterThanOrEqual(before);
      expect(session.epochTimestamp).toBeLessThanOrEqual(Date.now());
      expect(signedBy(session, key)).toBe(true);
      expect(signedBy({ ...session, domainName: 'other.example' }, key)).toBe(false);
      // each call makes a session of its own
      const again = decoded((await provider(VALID)).body);
      expect(again.merchantSessionIdentifier).not.toBe(session.merchantSessionIdentifier);
    });

    it('refuses a merchant identifier it holds no merchant for (422)', async () => {
      for (const merchantIdentifier of ['merchant.vitrine-xx', 'merchant.com.example.shop']) {
        const answer = await provider({ ...VALID, merchantIdentifier });
        expect(answer.status).toBe(422);
        expect(answer.body).toMatchObject({ status: 422, code: 'APPLE_PAY_MERCHANT_UNKNOWN' });
      }
    });

    it('refuses a malformed request (400) and one without the merchant key (401)', async () => {
      const malformed = [
        { ...VALID, domainName: 'https://shop.example' },
        { ...VALID, domainName: 'shop.example:8443' },
        { ...VALID, domainName: 'shop.example/checkout' },
        { ...VALID, domainName: '-shop.example' },
        { ...VALID, domainName: '' },
        { ...VALID, displayName: 'V'.repeat(65) },
        { ...VALID, displayName: '' },
        { ...VALID, merchantIdentifier: 'vitrine-gb' },
        { ...VALID, extra: true },
        { displayName: 'Vitrine', domainName: 'shop.example' },
        [VALID],
      ];
      for (const body of malformed) {
        const answer = await provider(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      }
      expect((await provider(VALID, null)).status).toBe(401);
      expect((await provider(VALID, `${API_KEY}-not`)).body).toMatchObject({
        code: 'UNAUTHORIZED',
      });
    });
  });

  describe('the shop: POST /api/checkout/apple-pay/session', () => {
    it('answers the provider’s session for the shop’s domain and the site’s merchant', async () => {
      const session = await openSession(server.url, gb);
      const answer = await shop(session);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body).toMatchObject({
        domainName: '127.0.0.1',
        displayName: 'Vitrine',
        merchantIdentifier: hexDigest('merchant.vitrine-gb'),
      });
      expect(answer.body.expiresAt - answer.body.epochTimestamp).toBe(FIVE_MINUTES);
      expect(signedBy(answer.body, key)).toBe(true);
      // another site's shopper: that site's merchant
      const fr = fixtures.site('fr');
      const frSession = await openSession(server.url, fr);
      const theirs = await request<ShopApplePaySession>(
        `${server.url}${CHECKOUT_API.applePaySession}`,
        { method: 'POST', body: {}, session: frSession },
      );
      expect(theirs.body.merchantIdentifier).toBe(hexDigest('merchant.vitrine-fr'));
    });

    it('names the host the shop was reached on, without its port, in lower case', async () => {
      const session = await openSession(server.url, gb);
      const answer = await postWithHost(
        `${server.url}${CHECKOUT_API.applePaySession}`,
        'Shop.Example:8443',
        session,
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ domainName: 'shop.example' });
      const bracketed = await postWithHost(
        `${server.url}${CHECKOUT_API.applePaySession}`,
        '[::1]:8443',
        session,
      );
      expect(bracketed).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    });

    it('needs the shopping session (401) and an empty body (400)', async () => {
      const none = await shop(undefined);
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      const unknown = await shop('5b0c3a4e-8a53-4a8e-9d1e-0d3e5c1f9a77');
      expect(unknown.status).toBe(401);
      const session = await openSession(server.url, gb);
      for (const body of [{ domainName: 'evil.example' }, [], 'x']) {
        const answer = await shop(session, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      }
    });
  });
}

onEachDatabase(applePaySuite);

describe('the shop’s answer when its provider fails', () => {
  let provider: StartedServer;
  const shops: StartedServer[] = [];
  beforeAll(async () => {
    provider = await startServer({ rateLimits: NO_RATE_LIMITS, paymentsApiKey: API_KEY });
  });
  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.close()));
    await provider?.close();
  });

  const askedOf = async (overrides: Parameters<typeof startServer>[0]) => {
    const shop = await startServer({ rateLimits: NO_RATE_LIMITS, ...overrides });
    shops.push(shop);
    const gb = shop.app.sites.bySiteTag('vitrine-gb')!;
    const session = await openSession(shop.url, gb);
    return request(`${shop.url}${CHECKOUT_API.applePaySession}`, {
      method: 'POST',
      body: {},
      session,
    });
  };

  it('a provider refusing the shop’s request: 422 PAYMENT_METHOD_UNAVAILABLE', async () => {
    // the shop's merchant key is not the provider's
    const answer = await askedOf({
      paymentsProviderUrl: provider.url,
      paymentsApiKey: `${API_KEY}-not`,
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ status: 422, code: 'PAYMENT_METHOD_UNAVAILABLE' });
  });

  it('is counted by the writes rate limit, like the other checkout calls (429)', async () => {
    const shop = await startServer({ rateLimits: { ...NO_RATE_LIMITS, writes: 2 } });
    shops.push(shop);
    const session = await openSession(shop.url, shop.app.sites.bySiteTag('vitrine-gb')!);
    const ask = () =>
      request(`${shop.url}${CHECKOUT_API.applePaySession}`, { method: 'POST', body: {}, session });
    expect([(await ask()).status, (await ask()).status]).toEqual([200, 200]);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
  });

  it('a provider that cannot be reached: 503 SERVICE_UNAVAILABLE, never 502', async () => {
    const answer = await askedOf({ paymentsProviderUrl: 'http://127.0.0.1:9/' });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });
});

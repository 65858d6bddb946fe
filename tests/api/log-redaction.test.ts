/**
 * Personal data never reaches a log (DESIGN §5): the real server, as `npm run serve` runs it,
 * handles requests carrying an e-mail address (in the body, the query string, the path and a
 * URL that fails to decode), a card number, a phone number, a session id, a guest's order
 * link, provider page ids, PayPal's return and a wallet token; its whole log is then searched
 * for each of them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runServer, type Ended } from './helpers/run-process';

const EMAIL = 'log-shopper.private@example.com';
const CARD = '4111111111111111';
const PHONE = '+447700900123';
const SESSION = '7d1c5a9e-0b7f-4a53-9c55-3f5e0d1b2a68';
const SITE = 'lang=en&siteTag=vitrine-gb';
// the shape of a signed order link (orders/order-link.ts): 64 base64url characters
const LINK_HASH = 'AUxPRy1MSU5LLUhBU0gtbm90LWEtcmVhbC1vbmUtYnV0LXNoYXBlZC1saWtlLW9u';
// a provider page's id, PayPal's return and a wallet token (docs/payments.md)
const PAGE_ID = 'pageSecretId0123456789ab';
const UTR = 'UTRSECRET2345678';
const PG_TRANSACTION = 'PGSECRET0123456789';
const WALLET_TOKEN = 'wallet-token-secret-value';
// an account's bearer token and a stored card's id (issue 14)
const BEARER = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJsb2ctc2hvcHBlciJ9.bG9nLXNlY3JldC1zaWduYXR1cmU';
const STORED_CARD = 'SPMLOGSECRET0123456789AB';
// an account's password, and what the identity provider hands out (read back below)
const PASSWORD = 'log secret passphrase 42';
const identity: { code?: string; accessToken?: string; idToken?: string; refreshToken?: string } =
  {};

let dataDir: string;
let log: Ended;

/** Signs up, confirms, signs in, refreshes and reads the user, with failures on the way. */
async function identityRequests(url: string) {
  const call = (operation: string, body: unknown, type = 'application/x-amz-json-1.1') =>
    fetch(`${url}/identity`, {
      method: 'POST',
      headers: {
        'content-type': type,
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }).then((response) => response.json() as Promise<Record<string, never>>);
  const ClientId = '4vitrine0shop0web0client01';
  await call('SignUp', { ClientId, Username: EMAIL, Password: PASSWORD });
  await call('SignUp', `{"ClientId":"${ClientId}","Username":"${EMAIL}","Password":"${PASSWORD}"`);
  await call('SignUp', { ClientId, Username: EMAIL, Password: PASSWORD, Extra: PASSWORD });
  const mailbox = (await fetch(`${url}/dev/mailbox/messages?to=${encodeURIComponent(EMAIL)}`).then(
    (response) => response.json(),
  )) as { messages: Array<{ code: string }> };
  identity.code = mailbox.messages[0]!.code;
  await call('ConfirmSignUp', { ClientId, Username: EMAIL, ConfirmationCode: '000000' });
  await call('ConfirmSignUp', { ClientId, Username: EMAIL, ConfirmationCode: identity.code });
  const auth = (parameters: Record<string, string>, flow = 'USER_PASSWORD_AUTH') =>
    call('InitiateAuth', { ClientId, AuthFlow: flow, AuthParameters: parameters });
  await auth({ USERNAME: EMAIL, PASSWORD: `${PASSWORD}!` });
  const signedIn = (await auth({ USERNAME: EMAIL, PASSWORD })) as unknown as {
    AuthenticationResult: { AccessToken: string; IdToken: string; RefreshToken: string };
  };
  identity.accessToken = signedIn.AuthenticationResult.AccessToken;
  identity.idToken = signedIn.AuthenticationResult.IdToken;
  identity.refreshToken = signedIn.AuthenticationResult.RefreshToken;
  await call('GetUser', { AccessToken: identity.idToken });
  await call('GetUser', { AccessToken: identity.accessToken });
  await auth({ REFRESH_TOKEN: identity.refreshToken }, 'REFRESH_TOKEN_AUTH');
  await auth({ REFRESH_TOKEN: identity.refreshToken }, 'REFRESH_TOKEN_AUTH');
  await fetch(`${url}/api/favorites?${SITE}`, {
    headers: { authorization: `Bearer ${identity.idToken}` },
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-log-'));
  const server = runServer(dataDir);
  const url = await server.listening();
  const encoded = encodeURIComponent(EMAIL);
  const headers = { 'content-type': 'application/json', 'x-shopping-session-id': SESSION };
  const send = (path: string, init: RequestInit = {}) =>
    fetch(`${url}${path}`, { headers, ...init }).then((response) => response.text());
  await send(`/marketing/back-in-stock?${SITE}&email=${encoded}`, {
    method: 'POST',
    body: JSON.stringify({ email: EMAIL, sku: 'no-such-sku', variantId: 'no-such-variant' }),
  });
  await send(`/marketing/back-in-stock?${SITE}`, {
    method: 'POST',
    body: JSON.stringify({ email: `${EMAIL}\u0000`, sku: 'x', variantId: 'y' }),
  });
  await send(`/api/nothing-here?email=${encoded}&phone=${encodeURIComponent(PHONE)}`);
  await send(`/api/product/s/${encoded}?${SITE}`);
  await send(`/api/product/s/%ZZ?email=${encoded}`);
  await send(`/api/cart/${CARD}?card=${CARD}`, { method: 'PUT', body: '{}' });
  await send(`/api/favorites?${SITE}`);
  for (const contact of [{ email: EMAIL }, { phone: PHONE }])
    await send(`/api/order/s/query?${SITE}`, {
      method: 'POST',
      body: JSON.stringify({ orderReference: '7KQ4M-2XD9B', ...contact }),
    });
  await send(`/api/order/s/myOrder?${SITE}&hash=${LINK_HASH}`);
  for (const page of ['paypal', 'bank', 'challenge']) await send(`/pay/v1/${page}/${PAGE_ID}`);
  await send('/pay/v1/alipay', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `paymentId=${PAGE_ID}`,
  });
  await send(`/gb/en/complete?utr=${UTR}&pgTransactionId=${PG_TRANSACTION}&status=approved`);
  await send(`/api/checkout/payment/00000-00000?${SITE}`, {
    method: 'PUT',
    body: JSON.stringify({ utr: UTR, pgTransactionId: PG_TRANSACTION, status: 'approved' }),
  });
  await send('/pay/v1/payments', {
    method: 'POST',
    body: JSON.stringify({
      reference: 'LOG-1',
      amount: { value: 100, currency: 'GBP' },
      paymentMethod: { type: 'googlepay', googlePayToken: WALLET_TOKEN },
      returnUrl: 'http://shop.example/r',
    }),
  });
  const account = { ...headers, authorization: `Bearer ${BEARER}` };
  await send(`/api/session`, {
    method: 'POST',
    headers: account,
    body: JSON.stringify({ language: 'en', sitePublicId: 'vitrine-gb' }),
  });
  await send(`/api/v1/addresses?${SITE}&type=shipping`, {
    method: 'POST',
    headers: account,
    body: JSON.stringify({ countryCode: 'GB', email: EMAIL, phoneNumber: PHONE }),
  });
  await send(`/api/v1/payment-methods/${STORED_CARD}?${SITE}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${BEARER}` },
  });
  await identityRequests(url);
  server.child.kill('SIGTERM');
  log = await server.ended;
}, 120_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the server log', () => {
  it('logged the requests (what is searched below is there to be found)', () => {
    expect(log.stdout).toContain('/api/nothing-here?email=[redacted]');
    expect(log.stdout).toContain('"url":"/marketing/back-in-stock?lang=en&siteTag=vitrine-gb');
    expect(log.stdout).toContain('/api/order/s/myOrder?lang=en&siteTag=vitrine-gb&hash=[redacted]');
    expect(log.stdout).toContain('/pay/v1/paypal/[redacted]');
    expect(log.stdout).toContain('/gb/en/complete?utr=[redacted]');
    expect(log.stdout).toContain('/api/v1/payment-methods/[redacted]');
    expect(log.stdout).toContain('"url":"/identity"');
    expect(log.stdout).toContain('identity request refused');
  });

  it.each([
    ['the e-mail address', EMAIL],
    ['the percent-encoded e-mail address', encodeURIComponent(EMAIL)],
    ['the card number', CARD],
    ['the phone number', PHONE],
    ['the percent-encoded phone number', encodeURIComponent(PHONE)],
    ['the session id', SESSION],
    ['the order link', LINK_HASH],
    ['a provider page id', PAGE_ID],
    ["PayPal's utr", UTR],
    ["PayPal's transaction id", PG_TRANSACTION],
    ['a wallet token', WALLET_TOKEN],
    ["an account's bearer token", BEARER],
    ["a stored card's id", STORED_CARD],
    ['an account password', PASSWORD],
  ])('holds no trace of %s', (_label, secret) => {
    expect(`${log.stdout}\n${log.stderr}`).not.toContain(secret);
  });

  it.each(['code', 'accessToken', 'idToken', 'refreshToken'] as const)(
    "holds no trace of the identity provider's %s",
    (name) => {
      const secret = identity[name];
      expect(secret).toEqual(expect.any(String));
      const text = `${log.stdout}\n${log.stderr}`;
      // six digits can be part of a timestamp: the code is looked for as a number of its own
      if (name === 'code') expect(text).not.toMatch(new RegExp(`(?<!\\d)${secret}(?!\\d)`));
      else expect(text).not.toContain(secret);
      // the signature alone would be enough to replay a token
      if (name === 'accessToken' || name === 'idToken')
        expect(`${log.stdout}\n${log.stderr}`).not.toContain(secret!.split('.')[2]);
    },
  );
});

/**
 * The local card payment provider over real HTTP (DESIGN §1 /pay/*, docs/payments.md): its
 * public key, each test card's outcome, the 3-D Secure challenge (the page by role, approve,
 * fail, details used once, a challenge left and replaced) and stored cards. Charging at most
 * once and refused card data: payments-charges.test.ts. On PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL names a database.
 */
import { randomUUID } from 'node:crypto';
import { getByRole, getByText } from '@testing-library/dom';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { providerStoredCards } from '../../src/server/db/schema';
import type { PaymentList, ProviderPublicKey } from '../../src/shared/payments/provider-api';
import { request } from './helpers/api';
import { paymentSuite } from './helpers/payment-suite';
import { encryptedBody, paymentBody, postChallengeForm } from './helpers/payments';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase } from './helpers/suite-server';

onEachDatabase((start) => {
  const suite = paymentSuite(start);
  const { pay, details, stored, pressOnChallengePage } = suite;
  let server: StartedServer;
  let key: ProviderPublicKey;
  beforeAll(() => {
    ({ server, key } = suite);
  });

  it('answers its public key: an RSA-OAEP-256 JWK and its id', async () => {
    expect(key.keyId).toMatch(/^[\w-]+$/);
    expect(key.publicKey).toMatchObject({ kty: 'RSA', e: 'AQAB', alg: 'RSA-OAEP-256' });
    expect(Buffer.from(key.publicKey.n, 'base64url')).toHaveLength(256);
  });

  it.each([
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'mc'],
    ['378282246310005', 'amex'],
    ['6250947000000014', 'cup'],
  ])('authorises the success card %s and names its brand %s', async (number, brand) => {
    const body = await encryptedBody(key, number);
    const response = await pay(body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      resultCode: 'Authorised',
      merchantReference: body.reference,
      amount: body.amount,
      paymentMethod: { type: 'scheme', brand },
      additionalData: { cardSummary: number.slice(-4) },
    });
    expect(response.body.pspReference).toMatch(/^[A-Z0-9]{16}$/);
    const [row] = await stored(body.reference);
    expect(row).toMatchObject({ status: 'Authorised', amountValue: 12_950, currency: 'GBP' });
  });

  it.each([
    ['4000000000000002', 'Refused', 'Refused', '2'],
    ['4000000000009995', 'Refused', 'Not enough balance', '12'],
    ['4000000000000119', 'Error', 'Acquirer Error', '4'],
  ])('answers the card %s with %s (%s)', async (number, resultCode, refusalReason, code) => {
    const body = await encryptedBody(key, number);
    const response = await pay(body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ resultCode, refusalReason, refusalReasonCode: code });
    expect((await stored(body.reference)).map((row) => row.status)).toEqual([resultCode]);
  });

  it('leaves the pending card Pending', async () => {
    const body = await encryptedBody(key, '4000000000000077');
    const response = await pay(body);
    expect(response.body.resultCode).toBe('Pending');
  });

  describe('3-D Secure', () => {
    it('challenges, shows the page, and an approval completes the payment once', async () => {
      const body = await encryptedBody(key, '4000000000003220');
      const first = await pay(body);
      expect(first.body).toMatchObject({
        resultCode: 'RedirectShopper',
        action: { type: 'redirect', method: 'GET', paymentMethodType: 'scheme' },
      });
      const actionUrl = first.body.action!.url;
      expect(actionUrl).toMatch(/^\/pay\/v1\/challenge\/[\w-]+$/);

      const page = await fetch(`${server.url}${actionUrl}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('content-security-policy')).toContain(
        "form-action 'self' http://shop.example",
      );
      const { document } = new JSDOM(await page.text()).window;
      expect(getByRole(document.body, 'heading', { level: 1 }).textContent).toBe(
        'Confirm your payment',
      );
      expect(getByText(document.body, '£129.50')).toBeTruthy();
      expect(getByRole(document.body, 'button', { name: 'Fail authentication' })).toBeTruthy();

      const back = await pressOnChallengePage(actionUrl, 'Approve');
      expect(back.status).toBe(303);
      const returned = new URL(back.location);
      expect(`${returned.origin}${returned.pathname}`).toBe(body.returnUrl);
      const redirectResult = returned.searchParams.get('redirectResult')!;
      expect(redirectResult).toMatch(/^[\w-]{20,}$/);

      // the page cannot be answered twice
      expect((await postChallengeForm(server.url, actionUrl, 'outcome=fail')).status).toBe(409);
      expect((await fetch(`${server.url}${actionUrl}`)).status).toBe(409);

      const completed = await details(redirectResult);
      expect(completed.status).toBe(200);
      expect(completed.body).toMatchObject({
        resultCode: 'Authorised',
        pspReference: first.body.pspReference,
      });
      expect(completed.body.action).toBeUndefined();

      const again = await details(redirectResult);
      expect(again.status).toBe(422);
      expect(again.body).toMatchObject({ status: 422, code: 'REDIRECT_RESULT_INVALID' });
      const [row] = await stored(body.reference);
      expect(row!.history.map((entry) => entry.status)).toEqual(['RedirectShopper', 'Authorised']);
    });

    it('refuses a failed authentication, after which the order may be paid again', async () => {
      const body = await encryptedBody(key, '5200000000001096');
      const first = await pay(body);
      const back = await pressOnChallengePage(first.body.action!.url, 'Fail authentication');
      const redirectResult = back.redirectResult;
      const completed = await details(redirectResult);
      expect(completed.body).toMatchObject({
        resultCode: 'Refused',
        refusalReason: '3D Not Authenticated',
      });

      const retry = await pay(
        await encryptedBody(key, '4111111111111111', { reference: body.reference }),
      );
      expect(retry.body.resultCode).toBe('Authorised');
      expect(retry.body.pspReference).not.toBe(first.body.pspReference);
      const list = await request<PaymentList>(
        `${server.url}/pay/v1/payments?merchantReference=${encodeURIComponent(body.reference)}`,
      );
      expect(list.body.payments.map((payment) => payment.resultCode)).toEqual([
        'Refused',
        'Authorised',
      ]);
    });

    it('lets a new payment replace a challenge the shopper left, not one answered', async () => {
      const left = await encryptedBody(key, '4000000000003220');
      const abandoned = await pay(left);
      const other = await pay(
        await encryptedBody(key, '5555555555554444', { reference: left.reference }),
      );
      expect(other.body.resultCode).toBe('Authorised');
      expect(other.body.pspReference).not.toBe(abandoned.body.pspReference);
      expect((await fetch(`${server.url}${abandoned.body.action!.url}`)).status).toBe(404);
      expect((await stored(left.reference)).map((row) => [row.status, row.refusalReason])).toEqual(
        expect.arrayContaining([
          ['Refused', 'Cancelled'],
          ['Authorised', null],
        ]),
      );

      const answered = await encryptedBody(key, '4000000000003220');
      const first = await pay(answered);
      const back = await pressOnChallengePage(first.body.action!.url, 'Approve');
      const retry = await pay(
        await encryptedBody(key, '4111111111111111', { reference: answered.reference }),
      );
      expect(retry.body).toMatchObject({
        resultCode: 'RedirectShopper',
        pspReference: first.body.pspReference,
      });
      expect(retry.body.action).toBeUndefined();
      expect((await details(back.redirectResult)).body.resultCode).toBe('Authorised');
    });

    it('answers an unknown challenge or redirect result with a JSON 404 / 422', async () => {
      const page = await request(`${server.url}/pay/v1/challenge/no-such-challenge`);
      expect(page).toMatchObject({ status: 404, body: { status: 404, code: 'NOT_FOUND' } });
      const unknown = await details('no-such-result');
      expect(unknown.body).toMatchObject({ status: 422, code: 'REDIRECT_RESULT_INVALID' });
    });
  });

  describe('stored cards', () => {
    it('stores a card when asked and pays later orders with its id, for its shopper only', async () => {
      const shopperReference = `shopper-${randomUUID()}`;
      const first = await pay(
        await encryptedBody(key, '5555555555554444', {
          storePaymentMethod: true,
          shopperReference,
        }),
      );
      const storedId = first.body.additionalData['tokenization.storedPaymentMethodId']!;
      expect(storedId).toMatch(/^SPM[0-9A-F]{24}$/);
      const [card] = await server.app.db
        .select()
        .from(providerStoredCards)
        .where(eq(providerStoredCards.storedPaymentMethodId, storedId));
      expect(card).toMatchObject({ cardBrand: 'mc', lastFour: '4444' });
      expect(JSON.stringify(card)).not.toContain('5555555555554444');

      for (let i = 0; i < 2; i++) {
        const later = await pay(
          paymentBody({ storedPaymentMethodId: storedId }, { shopperReference }),
        );
        expect(later.body).toMatchObject({
          resultCode: 'Authorised',
          paymentMethod: { brand: 'mc' },
        });
      }
      const stranger = await pay(
        paymentBody({ storedPaymentMethodId: storedId }, { shopperReference: 'someone-else' }),
      );
      expect(stranger.body).toMatchObject({ status: 404, code: 'STORED_CARD_UNKNOWN' });
    });

    it('stores a challenged card only once its authentication is approved', async () => {
      const shopperReference = `shopper-${randomUUID()}`;
      const first = await pay(
        await encryptedBody(key, '4000000000003220', {
          storePaymentMethod: true,
          shopperReference,
        }),
      );
      expect(first.body.additionalData['tokenization.storedPaymentMethodId']).toBeUndefined();
      const back = await pressOnChallengePage(first.body.action!.url, 'Approve');
      const completed = await details(back.redirectResult);
      const storedId = completed.body.additionalData['tokenization.storedPaymentMethodId']!;
      const later = await pay(
        paymentBody({ storedPaymentMethodId: storedId }, { shopperReference }),
      );
      // the stored card behaves as its card: challenged again
      expect(later.body.resultCode).toBe('RedirectShopper');
    });
  });
});

/**
 * The local card payment provider over real HTTP (DESIGN §1 /pay/*, docs/payments.md): each
 * test card's outcome, the 3-D Secure challenge (page, approve, fail, details used once),
 * stored cards, idempotency, one live payment per merchant reference, and card data that
 * cannot be used — refused with a 4xx and nothing stored. On PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL names a database.
 */
import { randomUUID } from 'node:crypto';
import { getByRole, getByText } from '@testing-library/dom';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptCard } from '../../src/platform/payments/encrypt-card';
import { providerPayments, providerStoredCards } from '../../src/server/db/schema';
import type {
  PaymentList,
  PaymentRequest,
  PaymentResponse,
  ProviderPublicKey,
} from '../../src/shared/payments/provider-api';
import { request } from './helpers/api';
import { NO_RATE_LIMITS } from './helpers/fuzz/fuzz-operation';
import {
  alterBlob,
  card,
  encryptedBody,
  newReference,
  paymentBody,
  postChallengeForm,
  publicKey,
  withKeyId,
} from './helpers/payments';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase } from './helpers/suite-server';

type Answer = PaymentResponse & { status?: number; code?: string; message?: string };

onEachDatabase((start) => {
  let server: StartedServer;
  let key: ProviderPublicKey;

  beforeAll(async () => {
    server = await start({ rateLimits: NO_RATE_LIMITS });
    key = await publicKey(server.url);
  });
  afterAll(() => server.close());

  const pay = (body: unknown, idempotencyKey: string = randomUUID()) =>
    request<Answer>(`${server.url}/pay/v1/payments`, {
      method: 'POST',
      body,
      headers: { 'idempotency-key': idempotencyKey },
    });
  const details = (redirectResult: string) =>
    request<Answer>(`${server.url}/pay/v1/payments/details`, {
      method: 'POST',
      body: { details: { redirectResult } },
    });
  const stored = (reference: string) =>
    server.app.db
      .select()
      .from(providerPayments)
      .where(eq(providerPayments.merchantReference, reference));
  /**
   * Opens the challenge page and presses the button named `name` as a shopper would: the
   * button found by its role and name, its form posted with the button's own name and value.
   */
  const pressOnChallengePage = async (
    actionUrl: string,
    name: 'Approve' | 'Fail authentication',
  ) => {
    const page = await fetch(`${server.url}${actionUrl}`);
    const { document } = new JSDOM(await page.text()).window;
    const button = getByRole(document.body, 'button', { name }) as HTMLButtonElement;
    const form = button.form!;
    expect(form.method).toBe('post');
    const pressed = new URLSearchParams({ [button.name]: button.value }).toString();
    return postChallengeForm(server.url, form.getAttribute('action')!, pressed);
  };

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

  describe('charged at most once', () => {
    it('runs 20 parallel requests with one Idempotency-Key as one charge', async () => {
      const body = await encryptedBody(key, '4111111111111111');
      const idempotencyKey = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => pay(body, idempotencyKey)),
      );
      expect(new Set(responses.map((r) => r.status))).toEqual(new Set([200]));
      expect(new Set(responses.map((r) => r.body.pspReference)).size).toBe(1);
      expect(responses.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(
        19,
      );
      expect(await stored(body.reference)).toHaveLength(1);
    });

    it('refuses the same key with another request (422)', async () => {
      const idempotencyKey = randomUUID();
      await pay(await encryptedBody(key, '4111111111111111'), idempotencyKey);
      const reused = await pay(await encryptedBody(key, '4111111111111111'), idempotencyKey);
      expect(reused.body).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    });

    it('answers a second payment for a paid reference with the first, even in parallel', async () => {
      const reference = newReference();
      const bodies = await Promise.all(
        Array.from({ length: 10 }, () => encryptedBody(key, '4111111111111111', { reference })),
      );
      const responses = await Promise.all(bodies.map((body) => pay(body)));
      expect(new Set(responses.map((r) => r.status))).toEqual(new Set([200]));
      expect(new Set(responses.map((r) => r.body.pspReference)).size).toBe(1);
      expect(await stored(reference)).toHaveLength(1);

      const otherAmount = await pay(
        await encryptedBody(key, '4111111111111111', {
          reference,
          amount: { value: 1, currency: 'GBP' },
        }),
      );
      expect(otherAmount.body).toMatchObject({ status: 409, code: 'CONFLICT' });
      expect(await stored(reference)).toHaveLength(1);
    });

    it('lists every attempt of a reference with its history, for reconciling', async () => {
      const refused = await encryptedBody(key, '4000000000000002');
      await pay(refused);
      const list = await request<PaymentList>(
        `${server.url}/pay/v1/payments?merchantReference=${encodeURIComponent(refused.reference)}`,
      );
      expect(list.status).toBe(200);
      expect(list.body.payments).toHaveLength(1);
      expect(list.body.payments[0]).toMatchObject({
        resultCode: 'Refused',
        history: [{ status: 'Refused', reason: 'Refused' }],
      });
      const none = await request<PaymentList>(
        `${server.url}/pay/v1/payments?merchantReference=${newReference()}`,
      );
      expect(none.body).toEqual({ payments: [] });
    });
  });

  describe('card data it cannot use: a 4xx, nothing stored', () => {
    const refusedWith = async (body: PaymentRequest, status: number, code: string) => {
      const response = await pay(body);
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ status, code });
      expect(typeof response.body.message).toBe('string');
      expect(await stored(body.reference)).toEqual([]);
    };

    it('refuses an altered byte in any part of a blob', async () => {
      const fields = await encryptCard(card('4111111111111111'), key);
      for (const part of ['wrappedKey', 'iv', 'ciphertext'] as const)
        await refusedWith(
          paymentBody({
            ...fields,
            encryptedCardNumber: alterBlob(fields.encryptedCardNumber, part, 7),
          }),
          422,
          'CARD_DATA_UNREADABLE',
        );
    });

    it('refuses a wrong key id, swapped fields and text that is no blob', async () => {
      const fields = await encryptCard(card('4111111111111111'), key);
      await refusedWith(
        paymentBody({
          ...fields,
          encryptedSecurityCode: withKeyId(fields.encryptedSecurityCode, 'old-key'),
        }),
        422,
        'CARD_KEY_UNKNOWN',
      );
      await refusedWith(
        paymentBody({ ...fields, encryptedExpiryMonth: fields.encryptedExpiryYear }),
        422,
        'CARD_DATA_UNREADABLE',
      );
      await refusedWith(
        paymentBody({ ...fields, encryptedCardNumber: '4111111111111111' }),
        422,
        'CARD_DATA_UNREADABLE',
      );
    });

    it('refuses an expired card, a bad check digit, and a payment without a card', async () => {
      await refusedWith(
        await encryptedBody(key, '4111111111111111', {}, { expiryYear: '2021' }),
        422,
        'CARD_EXPIRED',
      );
      await refusedWith(await encryptedBody(key, '4111111111111121'), 422, 'CARD_NUMBER_INVALID');
      const { encryptedCardNumber, ...partial } = await encryptCard(card('4111111111111111'), key);
      expect(encryptedCardNumber).toBeTruthy();
      await refusedWith(paymentBody(partial), 400, 'CARD_MISSING');
      await refusedWith(
        paymentBody({ storedPaymentMethodId: 'SPM-unknown' }),
        404,
        'STORED_CARD_UNKNOWN',
      );
    });

    it('refuses a returnUrl whose host is not a plain name', async () => {
      await refusedWith(
        await encryptedBody(key, '4111111111111111', { returnUrl: 'http://shop;script-src/x' }),
        400,
        'BAD_REQUEST',
      );
    });
  });
});

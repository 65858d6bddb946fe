/**
 * The card payment provider charges at most once (docs/payments.md "Charged at most once"):
 * one Idempotency-Key is one charge however many requests carry it, one reference has one live
 * payment however many attempts race for it, and every attempt can be found again by its
 * reference. Card data it cannot use is refused with a 4xx, and nothing is stored. On PGlite,
 * and on PostgreSQL when TEST_DATABASE_URL names a database.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { encryptCard } from '../../src/platform/payments/encrypt-card';
import type {
  PaymentList,
  PaymentRequest,
  ProviderPublicKey,
} from '../../src/shared/payments/provider-api';
import { request } from './helpers/api';
import { paymentSuite } from './helpers/payment-suite';
import {
  alterBlob,
  card,
  encryptedBody,
  newReference,
  paymentBody,
  withKeyId,
} from './helpers/payments';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase } from './helpers/suite-server';

onEachDatabase((start) => {
  const suite = paymentSuite(start);
  const { pay, stored } = suite;
  let server: StartedServer;
  let key: ProviderPublicKey;
  beforeAll(() => {
    ({ server, key } = suite);
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

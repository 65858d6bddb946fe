/**
 * Card encryption end to end without a server: what the browser encrypts
 * (src/platform/payments/encrypt-card.ts) the provider decrypts and checks
 * (src/server/payments/card-decryption.ts), and any altered, moved, foreign or stale blob is
 * refused with a 422 naming the problem.
 */
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { encryptCard, type EncryptedCard } from '../../src/platform/payments/encrypt-card';
import { decryptCard } from '../../src/server/payments/card-decryption';
import type { Database } from '../../src/server/db/client';
import type { ProviderKeyring } from '../../src/server/payments/provider-keys';
import type { ProviderPublicKey } from '../../src/shared/payments/provider-api';
import { alterBlob, card, FUTURE_YEAR, withKeyId } from './helpers/payments';

let keyring: ProviderKeyring;
let key: ProviderPublicKey;

beforeAll(() => {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = pair.publicKey.export({ format: 'jwk' });
  key = { keyId: 'test-key', publicKey: { kty: 'RSA', n: jwk.n!, e: jwk.e!, alg: 'RSA-OAEP-256' } };
  const privateKey: KeyObject = createPrivateKey(
    pair.privateKey.export({ format: 'pem', type: 'pkcs8' }),
  );
  keyring = {
    current: key,
    privateKey: async (keyId) => (keyId === key.keyId ? privateKey : undefined),
  };
});

const now = () => new Date();
/** This keyring holds its one key in memory and never reads a database. */
const noDatabase = undefined as unknown as Database;

async function refusal(fields: EncryptedCard, at = now()) {
  return decryptCard(noDatabase, keyring, fields, at).then(
    () => 'decrypted',
    (error: { status: number; code: string; message: string }) => `${error.status} ${error.code}`,
  );
}

describe('card encryption', () => {
  it('decrypts what the browser encrypted: the number without its spaces, the expiry', async () => {
    const fields = await encryptCard(card('4111 1111 1111 1111'), key);
    expect(await decryptCard(noDatabase, keyring, fields, now())).toEqual({
      digits: '4111111111111111',
      expiry: { month: 3, year: Number(FUTURE_YEAR) },
    });
    // the blobs show nothing of the card
    expect(JSON.stringify(fields)).not.toContain('1111');
    expect(fields.encryptedCardNumber.startsWith('vtr1$test-key$')).toBe(true);
  });

  it('uses a fresh key for every card', async () => {
    const [a, b] = await Promise.all([
      encryptCard(card('4111111111111111'), key),
      encryptCard(card('4111111111111111'), key),
    ]);
    expect(a.encryptedCardNumber.split('$')[2]).not.toBe(b.encryptedCardNumber.split('$')[2]);
  });

  it('refuses an altered wrapped key, IV or ciphertext', async () => {
    const fields = await encryptCard(card('4111111111111111'), key);
    for (const part of ['wrappedKey', 'iv', 'ciphertext'] as const)
      expect(
        await refusal({
          ...fields,
          encryptedCardNumber: alterBlob(fields.encryptedCardNumber, part, 5),
        }),
      ).toBe('422 CARD_DATA_UNREADABLE');
  });

  it('refuses a field sent in another field’s place, and text that is no blob', async () => {
    const fields = await encryptCard(card('4111111111111111'), key);
    expect(await refusal({ ...fields, encryptedCardNumber: fields.encryptedSecurityCode })).toBe(
      '422 CARD_DATA_UNREADABLE',
    );
    expect(await refusal({ ...fields, encryptedExpiryYear: '4111111111111111' })).toBe(
      '422 CARD_DATA_UNREADABLE',
    );
  });

  it('refuses a key id the provider does not have, and moving a blob to another key id', async () => {
    const fields = await encryptCard(card('4111111111111111'), key);
    expect(
      await refusal({
        ...fields,
        encryptedCardNumber: withKeyId(fields.encryptedCardNumber, 'other'),
      }),
    ).toBe('422 CARD_KEY_UNKNOWN');
  });

  it('refuses a blob encrypted more than a day before', async () => {
    const fields = await encryptCard(
      card('4111111111111111'),
      key,
      new Date(Date.now() - 25 * 3_600_000),
    );
    expect(await refusal(fields)).toBe('422 CARD_DATA_UNREADABLE');
  });

  it('checks the card itself: Luhn, expiry, security code', async () => {
    expect(await refusal(await encryptCard(card('4111111111111112'), key))).toBe(
      '422 CARD_NUMBER_INVALID',
    );
    expect(
      await refusal(await encryptCard(card('4111111111111111', { expiryYear: '2020' }), key)),
    ).toBe('422 CARD_EXPIRED');
    expect(
      await refusal(await encryptCard(card('4111111111111111', { expiryMonth: '13' }), key)),
    ).toBe('422 CARD_EXPIRY_INVALID');
    expect(await refusal(await encryptCard(card('378282246310005', { cvc: '737' }), key))).toBe(
      '422 CARD_SECURITY_CODE_INVALID',
    );
  });
});

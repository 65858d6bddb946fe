/**
 * Encrypts a card in the browser with the payment provider's public key (DESIGN §5
 * "Payments"), so the shop's API, its logs and its database never see a card number: the shop
 * forwards the opaque blobs to the provider, which alone can read them.
 *
 * How: a fresh AES-GCM-256 key per card encrypts each of the four fields under its own random
 * IV, with the field's name and the key id as additional data; the AES key is wrapped with the
 * provider's RSA-OAEP (SHA-256) key, and every blob carries the wrapped key and the key id
 * (format in src/shared/payments/encrypted-field.ts). WebCrypto only: the same code runs in the
 * browser and in Node (globalThis.crypto) for the tests.
 */
import {
  additionalData,
  formatEncryptedField,
  type CardField,
  type FieldPlaintext,
} from '../../shared/payments/encrypted-field';
import { cardDigits } from '../../shared/payments/card-number';
import type { ProviderPublicKey } from '../../shared/payments/provider-api';

export interface CardInput {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
}

export interface EncryptedCard {
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode: string;
}

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export async function encryptCard(
  card: CardInput,
  key: ProviderPublicKey,
  now: Date = new Date(),
): Promise<EncryptedCard> {
  const { subtle } = globalThis.crypto;
  const publicKey = await subtle.importKey(
    'jwk',
    { ...key.publicKey, ext: true },
    RSA_OAEP,
    false,
    ['wrapKey'],
  );
  const cardKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const wrappedKey = new Uint8Array(await subtle.wrapKey('raw', cardKey, publicKey, RSA_OAEP));
  const generationtime = now.toISOString();

  const encrypt = async (field: CardField, value: string) => {
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
    const plaintext: FieldPlaintext = { value, generationtime };
    const ciphertext = await subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: additionalData(key.keyId, field) },
      cardKey,
      new TextEncoder().encode(JSON.stringify(plaintext)),
    );
    return formatEncryptedField({
      keyId: key.keyId,
      wrappedKey,
      iv,
      ciphertext: new Uint8Array(ciphertext),
    });
  };

  const [encryptedCardNumber, encryptedExpiryMonth, encryptedExpiryYear, encryptedSecurityCode] =
    await Promise.all([
      encrypt('number', cardDigits(card.number)),
      encrypt('expiryMonth', card.expiryMonth.trim()),
      encrypt('expiryYear', card.expiryYear.trim()),
      encrypt('cvc', card.cvc.trim()),
    ]);
  return { encryptedCardNumber, encryptedExpiryMonth, encryptedExpiryYear, encryptedSecurityCode };
}

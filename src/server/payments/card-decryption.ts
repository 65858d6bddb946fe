/**
 * Reads the card fields the browser encrypted (src/platform/payments/encrypt-card.ts; format in
 * src/shared/payments/encrypted-field.ts) and checks the card: a Luhn-valid number, an expiry
 * not passed, a security code of the brand's length. Anything that does not decrypt — a blob
 * of another shape, a key id the provider never had, an altered byte, a field moved to another
 * field's place, a blob older than a day — is refused with a 422 naming the problem, never a
 * 500, and the card's contents are never part of a message.
 */
import { constants, createDecipheriv, privateDecrypt, type KeyObject } from 'node:crypto';
import { ApiError } from '../../shared/api/api-error';
import {
  additionalData,
  ENCRYPTED_FIELD_MAX_AGE_MS,
  parseEncryptedField,
  type CardField,
  type FieldPlaintext,
} from '../../shared/payments/encrypted-field';
import {
  isExpired,
  isValidCardNumber,
  isValidSecurityCode,
  parseExpiry,
  type CardExpiry,
} from '../../shared/payments/card-number';
import type { ServerErrorCode } from '../../shared/domain/errors';
import type { Database } from '../db/client';
import type { ProviderKeyring } from './provider-keys';

export interface EncryptedCardFields {
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode: string;
}

export interface CardDetails {
  digits: string;
  expiry: CardExpiry;
}

const refuse = (code: ServerErrorCode, message: string) => new ApiError(422, code, message);
const unreadable = (field: CardField) =>
  refuse('CARD_DATA_UNREADABLE', `The encrypted ${field} could not be decrypted`);

const TAG_BYTES = 16;

async function decryptField(
  db: Database,
  keyring: ProviderKeyring,
  field: CardField,
  blob: string,
  now: Date,
): Promise<string> {
  const parts = parseEncryptedField(blob);
  if (!parts) throw unreadable(field);
  const privateKey: KeyObject | undefined = await keyring.privateKey(parts.keyId, db);
  if (!privateKey)
    throw refuse(
      'CARD_KEY_UNKNOWN',
      `The ${field} was encrypted with a key this provider does not have; fetch the public key again`,
    );
  if (parts.iv.length !== 12 || parts.ciphertext.length <= TAG_BYTES) throw unreadable(field);
  let plaintext: FieldPlaintext;
  try {
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      parts.wrappedKey,
    );
    if (aesKey.length !== 32) throw new Error('not an AES-256 key');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, parts.iv);
    decipher.setAAD(additionalData(parts.keyId, field));
    decipher.setAuthTag(parts.ciphertext.subarray(parts.ciphertext.length - TAG_BYTES));
    const clear = Buffer.concat([
      decipher.update(parts.ciphertext.subarray(0, parts.ciphertext.length - TAG_BYTES)),
      decipher.final(),
    ]);
    plaintext = JSON.parse(clear.toString('utf8')) as FieldPlaintext;
  } catch {
    throw unreadable(field);
  }
  if (typeof plaintext?.value !== 'string' || typeof plaintext.generationtime !== 'string')
    throw unreadable(field);
  const age = now.getTime() - Date.parse(plaintext.generationtime);
  // NaN (no date) fails both; a little clock skew ahead of the provider is allowed
  if (!(age <= ENCRYPTED_FIELD_MAX_AGE_MS && age >= -5 * 60_000))
    throw refuse(
      'CARD_DATA_UNREADABLE',
      `The encrypted ${field} is too old or not dated; encrypt the card again`,
    );
  return plaintext.value;
}

/** The card, decrypted and checked, or a 422 ApiError; `db` is the request's transaction. */
export async function decryptCard(
  db: Database,
  keyring: ProviderKeyring,
  fields: EncryptedCardFields,
  now: Date,
): Promise<CardDetails> {
  const [digits, month, year, cvc] = await Promise.all([
    decryptField(db, keyring, 'number', fields.encryptedCardNumber, now),
    decryptField(db, keyring, 'expiryMonth', fields.encryptedExpiryMonth, now),
    decryptField(db, keyring, 'expiryYear', fields.encryptedExpiryYear, now),
    decryptField(db, keyring, 'cvc', fields.encryptedSecurityCode, now),
  ]);
  if (!isValidCardNumber(digits))
    throw refuse('CARD_NUMBER_INVALID', 'The card number is not a valid card number');
  const expiry = parseExpiry(month, year);
  if (!expiry) throw refuse('CARD_EXPIRY_INVALID', 'The expiry date is not a month and year');
  if (isExpired(expiry, now)) throw refuse('CARD_EXPIRED', 'The card has expired');
  if (!isValidSecurityCode(cvc, digits))
    throw refuse('CARD_SECURITY_CODE_INVALID', 'The security code does not fit the card');
  return { digits, expiry };
}

/**
 * The format of one encrypted card field, shared by the browser that writes it
 * (src/platform/payments/encrypt-card.ts) and the provider that reads it
 * (src/server/payments/card-decryption.ts). A field is an opaque string:
 *
 *   vtr1$<keyId>$<wrapped AES key>$<iv>$<ciphertext and GCM tag>     (parts in base64url)
 *
 * The AES-GCM-256 key is fresh for each card and wrapped with the provider's RSA-OAEP
 * (SHA-256) public key named by keyId. The plaintext is `{"value": …, "generationtime": …}`;
 * the additional authenticated data binds the blob to its key id and to the field it holds, so
 * a security code's blob cannot be sent as the card number, nor a blob moved to another key.
 */

export const ENCRYPTED_FIELD_VERSION = 'vtr1';
/** Comfortably above a 2048-bit key's blob (about 520 characters). */
export const ENCRYPTED_FIELD_MAX_LENGTH = 1024;
/** A blob older than this is refused (Adyen refuses its own after a day too). */
export const ENCRYPTED_FIELD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const CARD_FIELDS = ['number', 'expiryMonth', 'expiryYear', 'cvc'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export interface EncryptedFieldParts {
  keyId: string;
  wrappedKey: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  ciphertext: Uint8Array<ArrayBuffer>;
}

/** What is encrypted in a field. */
export interface FieldPlaintext {
  value: string;
  /** ISO time the browser encrypted it */
  generationtime: string;
}

const KEY_ID = /^[\w-]{1,64}$/;
const BASE64URL = /^[\w-]+$/;

export function additionalData(keyId: string, field: CardField): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${ENCRYPTED_FIELD_VERSION}|${keyId}|${field}`);
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function formatEncryptedField(parts: EncryptedFieldParts): string {
  return [
    ENCRYPTED_FIELD_VERSION,
    parts.keyId,
    toBase64Url(parts.wrappedKey),
    toBase64Url(parts.iv),
    toBase64Url(parts.ciphertext),
  ].join('$');
}

/** The parts of a blob, or null when it is not one (wrong version, shape or encoding). */
export function parseEncryptedField(blob: string): EncryptedFieldParts | null {
  if (blob.length > ENCRYPTED_FIELD_MAX_LENGTH) return null;
  const parts = blob.split('$');
  if (parts.length !== 5 || parts[0] !== ENCRYPTED_FIELD_VERSION) return null;
  const [, keyId, wrapped, iv, ciphertext] = parts as [string, string, string, string, string];
  if (!KEY_ID.test(keyId) || ![wrapped, iv, ciphertext].every((p) => BASE64URL.test(p)))
    return null;
  try {
    return {
      keyId,
      wrappedKey: fromBase64Url(wrapped),
      iv: fromBase64Url(iv),
      ciphertext: fromBase64Url(ciphertext),
    };
  } catch {
    return null; // a length no base64 can have
  }
}

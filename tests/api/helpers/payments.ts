/**
 * Helpers of the payment provider suites: a card encrypted the way the browser does it
 * (src/platform/payments/encrypt-card.ts, with Node's WebCrypto), payment request bodies, and
 * blobs altered in one byte.
 */
import { randomUUID } from 'node:crypto';
import {
  encryptCard,
  type CardInput,
  type EncryptedCard,
} from '../../../src/platform/payments/encrypt-card';
import {
  formatEncryptedField,
  parseEncryptedField,
  type EncryptedFieldParts,
} from '../../../src/shared/payments/encrypted-field';
import type { PaymentRequest, ProviderPublicKey } from '../../../src/shared/payments/provider-api';
import type { CardPaymentMethod } from '../../../src/shared/payments/provider-methods-api';

/** A payment request whose method is a card. */
export type CardPaymentRequest = PaymentRequest & { paymentMethod: CardPaymentMethod };
import { request } from './api';

export const FUTURE_YEAR = String(new Date().getUTCFullYear() + 3);

export function card(number: string, overrides: Partial<CardInput> = {}): CardInput {
  const cvc = number.startsWith('37') ? '7373' : '737';
  return { number, expiryMonth: '03', expiryYear: FUTURE_YEAR, cvc, ...overrides };
}

export async function publicKey(baseUrl: string): Promise<ProviderPublicKey> {
  const response = await request<ProviderPublicKey>(`${baseUrl}/pay/v1/public-key`);
  if (response.status !== 200) throw new Error(`public key: ${response.status}`);
  return response.body;
}

export const newReference = () => `ORDER-${randomUUID()}`;

export function paymentBody(
  encrypted: Partial<EncryptedCard> & { storedPaymentMethodId?: string; holderName?: string },
  overrides: Partial<CardPaymentRequest> = {},
): CardPaymentRequest {
  return {
    reference: newReference(),
    amount: { value: 12_950, currency: 'GBP' },
    paymentMethod: { type: 'scheme', holderName: 'Ada Lovelace', ...encrypted },
    returnUrl: 'http://shop.example/gb/en/checkout/review',
    ...overrides,
  };
}

export async function encryptedBody(
  key: ProviderPublicKey,
  number: string,
  overrides: Partial<CardPaymentRequest> = {},
  cardOverrides: Partial<CardInput> = {},
): Promise<CardPaymentRequest> {
  return paymentBody(await encryptCard(card(number, cardOverrides), key), overrides);
}

/** The blob with one byte of one part changed (`part`, byte `at` modulo its length). */
export function alterBlob(
  blob: string,
  part: keyof Omit<EncryptedFieldParts, 'keyId'>,
  at = 0,
): string {
  const parts = parseEncryptedField(blob);
  if (!parts) throw new Error('not a blob');
  const bytes = parts[part].slice();
  bytes[at % bytes.length] = bytes[at % bytes.length]! ^ 0x01;
  return formatEncryptedField({ ...parts, [part]: bytes });
}

/** The blob under another key id, its bytes unchanged. */
export function withKeyId(blob: string, keyId: string): string {
  const parts = parseEncryptedField(blob);
  if (!parts) throw new Error('not a blob');
  return formatEncryptedField({ ...parts, keyId });
}

/**
 * Posts a challenge page's form (`outcome=approve|fail`, as its buttons send it) to `formUrl`
 * on `baseUrl`, without following the redirect; gives the status and where the shopper goes.
 */
export async function postChallengeForm(baseUrl: string, formUrl: string, form: string) {
  const response = await fetch(new URL(formUrl, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  const location = response.headers.get('location') ?? '';
  return {
    status: response.status,
    location,
    redirectResult: location ? (new URL(location).searchParams.get('redirectResult') ?? '') : '',
  };
}

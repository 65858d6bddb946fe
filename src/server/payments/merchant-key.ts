/**
 * The merchant's API key of the payment provider (Adyen's X-API-Key): with PAYMENTS_API_KEY
 * set, the calls only the shop makes — a payment, its details, the list by reference, a
 * shopper's stored cards — need it, so no one else can charge test cards or read what an order
 * paid or a shopper stored; the public key and the challenge page stay open to browsers. Unset, the provider serves its own process's shop
 * without one, as a local test provider does (docs/payments.md "Merchant key").
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/api-error';

export const MERCHANT_KEY_HEADER = 'x-api-key';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** An onRequest hook refusing a request without the key (401), when there is one. */
export function requireMerchantKey(key: string | undefined) {
  const expected = key === undefined ? undefined : digest(key);
  return async (request: FastifyRequest): Promise<void> => {
    if (!expected) return;
    const sent = request.headers[MERCHANT_KEY_HEADER];
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected))
      throw unauthorized('This call needs the merchant API key (X-API-Key)');
  };
}

/**
 * GET /api/checkout/stored-cards (and the account's GET /api/v1/payment-methods): the cards the
 * shopper stored at the payment provider ("Save this card for next time"), asked of the
 * provider through its client under the shopper reference they are stored with
 * (shopper-reference.ts: the session's, or the account's). Cards past their expiry month are
 * left out: the provider would refuse them (CARD_EXPIRED).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoredCards } from '../../shared/api/stored-cards';
import { isExpired } from '../../shared/payments/card-number';
import { shopperOfRequest } from './shopper-reference';

export const storedCardsOf = (request: FastifyRequest): Promise<StoredCards> =>
  storedCardsFor(request.server, shopperOfRequest(request));

export async function storedCardsFor(
  server: FastifyInstance,
  shopperReference: string,
): Promise<StoredCards> {
  const { paymentProvider, config } = server;
  const listed = await paymentProvider.paymentMethods(shopperReference);
  const now = new Date(config.clock?.() ?? Date.now());
  const storedCards = listed.storedPaymentMethods
    .map((card) => ({
      id: card.id,
      brand: card.brand,
      lastFour: card.lastFour,
      expiryMonth: Number(card.expiryMonth),
      expiryYear: Number(card.expiryYear),
    }))
    .filter((card) => !isExpired({ month: card.expiryMonth, year: card.expiryYear }, now));
  return { storedCards };
}

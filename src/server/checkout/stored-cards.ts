/**
 * GET /api/checkout/stored-cards (and the account's GET /api/v1/payment-methods): the cards the
 * shopper stored at the payment provider ("Save this card for next time"), asked of the
 * provider through its client under the shopper reference they are stored with
 * (shopper-reference.ts: the session's, or the account's). The payment step is not offered
 * cards past their expiry month: the provider would refuse them (CARD_EXPIRED). The account's
 * list keeps them (`withExpired`), so the shopper sees one has expired and can remove it.
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
  { withExpired = false }: { withExpired?: boolean } = {},
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
    .filter(
      (card) => withExpired || !isExpired({ month: card.expiryMonth, year: card.expiryYear }, now),
    );
  return { storedCards };
}

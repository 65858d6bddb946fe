/**
 * GET /api/checkout/stored-cards: the cards the session's shopper stored at the payment provider
 * ("Save this card for next time"), asked of the provider through its client under the
 * shopper reference the session stores them with (shopper-reference.ts). Cards past their
 * expiry month are left out: the provider would refuse them (CARD_EXPIRED).
 */
import type { FastifyRequest } from 'fastify';
import type { StoredCards } from '../../shared/api/stored-cards';
import { isExpired } from '../../shared/payments/card-number';
import { sessionOf } from '../session/require-session';
import { shopperOf } from './shopper-reference';

export async function storedCardsOf(request: FastifyRequest): Promise<StoredCards> {
  const { paymentProvider, config } = request.server;
  const listed = await paymentProvider.paymentMethods(shopperOf(sessionOf(request).id));
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

/**
 * The cards the shopper stored at the payment provider ("Save this card for next time"), as
 * the payment step offers them (GET /api/checkout/stored-cards; docs/api.md "Placing an order").
 * Only what a shopper recognises a card by: never its number, only brand, last four and expiry.
 * A card pays with its `id` as `card.storedPaymentMethodId`.
 */
import { Type, type Static } from 'typebox';
import { SessionSiteQuerySchema } from './contract';
import { ApiErrorBodySchema } from './error-body';

export const StoredCardSummarySchema = Type.Object({
  id: Type.String(),
  /** the brand's payload code (visa, mc, amex, cup …: src/shared/payments/card-brand.ts) */
  brand: Type.String(),
  lastFour: Type.String(),
  expiryMonth: Type.Integer({ minimum: 1, maximum: 12 }),
  /** four digits */
  expiryYear: Type.Integer(),
});
export type StoredCardSummary = Static<typeof StoredCardSummarySchema>;

/**
 * Stored cards, newest first: the session's unexpired ones (the payment step), or all of the
 * account's (GET /api/v1/payment-methods).
 */
export const StoredCardsSchema = Type.Object({ storedCards: Type.Array(StoredCardSummarySchema) });
export type StoredCards = Static<typeof StoredCardsSchema>;

export const storedCardsSchemas = {
  list: {
    querystring: SessionSiteQuerySchema,
    response: { 200: StoredCardsSchema, '4xx': ApiErrorBodySchema },
  },
};

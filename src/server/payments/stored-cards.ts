/**
 * Stored cards (storePaymentMethod): a card is stored once the payment that asked for it is
 * authorised, and its id then pays later payments in place of the card fields, behaving as the
 * card did. A card stored for a shopperReference pays only for that shopper.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notFound } from '../http/api-error';
import { providerStoredCards } from './payment-tables';
import type { StoredCardDraft } from './stored-card-draft';
import type { CardBehaviour } from './test-cards';

export type { StoredCardDraft };

export async function storeCard(tx: Database, draft: StoredCardDraft): Promise<string> {
  const storedPaymentMethodId = `SPM${randomBytes(12).toString('hex').toUpperCase()}`;
  await tx.insert(providerStoredCards).values({ storedPaymentMethodId, ...draft });
  return storedPaymentMethodId;
}

/** The stored card, or 404 STORED_CARD_UNKNOWN (also for another shopper's card). */
export async function findStoredCard(
  tx: Database,
  storedPaymentMethodId: string,
  shopperReference: string,
): Promise<StoredCardDraft> {
  const [card] = await tx
    .select()
    .from(providerStoredCards)
    .where(eq(providerStoredCards.storedPaymentMethodId, storedPaymentMethodId));
  if (!card || card.shopperReference !== shopperReference)
    throw notFound('No stored card has this storedPaymentMethodId', 'STORED_CARD_UNKNOWN');
  return {
    shopperReference: card.shopperReference,
    cardBrand: card.cardBrand,
    lastFour: card.lastFour,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    behaviour: card.behaviour as CardBehaviour,
  };
}

/**
 * Stored cards (storePaymentMethod): a card is stored once the payment that asked for it is
 * authorised, and its id then pays later payments in place of the card fields, behaving as the
 * card did. A card stored for a shopperReference pays only for that shopper, and is listed only
 * to them (POST /pay/v1/paymentMethods). The same card stored again — its brand, last four
 * digits, expiry and behaviour — keeps its id, as a real provider recognises a card it holds,
 * so a shopper who ticks "save" on every order sees it once.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { StoredPaymentMethod } from '../../shared/payments/provider-api';
import type { Database } from '../db/client';
import { notFound } from '../http/api-error';
import { providerStoredCards } from './payment-tables';
import type { StoredCardDraft } from './stored-card-draft';
import type { CardBehaviour } from './test-cards';

export type { StoredCardDraft };

export async function storeCard(tx: Database, draft: StoredCardDraft): Promise<string> {
  const held = draft.shopperReference ? await heldCard(tx, draft) : undefined;
  if (held) return held.id;
  const storedPaymentMethodId = `SPM${randomBytes(12).toString('hex').toUpperCase()}`;
  await tx.insert(providerStoredCards).values({ storedPaymentMethodId, ...draft });
  return storedPaymentMethodId;
}

/** The shopper's card stored before that is this one (a card without a shopper is never shared). */
async function heldCard(tx: Database, draft: StoredCardDraft) {
  const [held] = await tx
    .select({ id: providerStoredCards.storedPaymentMethodId })
    .from(providerStoredCards)
    .where(
      and(
        eq(providerStoredCards.shopperReference, draft.shopperReference),
        eq(providerStoredCards.cardBrand, draft.cardBrand),
        eq(providerStoredCards.lastFour, draft.lastFour),
        eq(providerStoredCards.expiryMonth, draft.expiryMonth),
        eq(providerStoredCards.expiryYear, draft.expiryYear),
        eq(providerStoredCards.behaviour, draft.behaviour),
      ),
    );
  return held;
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

/**
 * Removes the shopper's stored card (Adyen's DELETE /storedPaymentMethods/{id}): it pays no
 * more and is listed no more. 404 STORED_CARD_UNKNOWN for an unknown or another shopper's card.
 */
export async function disableStoredCard(
  db: Database,
  storedPaymentMethodId: string,
  shopperReference: string,
): Promise<void> {
  const removed = await db
    .delete(providerStoredCards)
    .where(
      and(
        eq(providerStoredCards.storedPaymentMethodId, storedPaymentMethodId),
        eq(providerStoredCards.shopperReference, shopperReference),
      ),
    )
    .returning({ id: providerStoredCards.storedPaymentMethodId });
  if (removed.length === 0)
    throw notFound('No stored card has this storedPaymentMethodId', 'STORED_CARD_UNKNOWN');
}

/** The shopper's stored cards, newest first, as Adyen's /paymentMethods lists them. */
export async function storedCardsOf(
  db: Database,
  shopperReference: string,
): Promise<StoredPaymentMethod[]> {
  const cards = await db
    .select()
    .from(providerStoredCards)
    .where(eq(providerStoredCards.shopperReference, shopperReference))
    .orderBy(desc(providerStoredCards.createdAt), desc(providerStoredCards.storedPaymentMethodId));
  return cards.map((card) => ({
    id: card.storedPaymentMethodId,
    type: 'scheme',
    brand: card.cardBrand,
    lastFour: card.lastFour,
    expiryMonth: String(card.expiryMonth).padStart(2, '0'),
    expiryYear: String(card.expiryYear),
  }));
}

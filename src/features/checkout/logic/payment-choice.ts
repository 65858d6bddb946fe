/**
 * The payment a shopper chose on the payment step, as the review step shows and sends it. A new
 * card is held only as the four fields the browser encrypted for the provider, with what the
 * shopper recognises it by (scheme, last four digits, expiry): never its number or code.
 */
import type { EncryptedCard } from '../../../platform/payments/encrypt-card';

/** What the shopper sees of a card: its scheme's payload code, last four digits, expiry. */
export interface CardSummary {
  /** visa, mc, amex, cup … (or "card" when no scheme is known) */
  brand: string;
  lastFour: string;
  expiryMonth: number;
  /** four digits */
  expiryYear: number;
}

export type ChosenCard =
  | (CardSummary & {
      kind: 'new';
      encrypted: EncryptedCard;
      holderName: string;
      /** "Save this card for next time" */
      storeCard: boolean;
    })
  | (CardSummary & { kind: 'stored'; id: string });

/** One choice per payment method; the card's is the only one built yet. */
export interface PaymentChoice {
  brandCode: 'creditcard';
  card: ChosenCard;
}

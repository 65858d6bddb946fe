/** What a stored card keeps of its card: never the number, only what it showed and did. */
import type { CardBehaviour } from './test-cards';

export interface StoredCardDraft {
  /** the shopper the card is stored for, '' for none */
  shopperReference: string;
  /** the brand's payload code (card-brand.ts cardTypeCode) */
  cardBrand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  /** which test card's outcome the card stands for (test-cards.ts) */
  behaviour: CardBehaviour;
}

import { useT } from '../../../platform/i18n/i18n-context';
import { cardName } from '../logic/card-names';
import type { CardSummary } from '../logic/payment-choice';

/**
 * How a card is named to the shopper: "Visa ending 1111, expires 03/29" where they choose it,
 * "Visa ending 1111" where it is only shown — never more of it than the last four digits.
 */
export function useCardText(): (card: CardSummary, withExpiry?: boolean) => string {
  const t = useT();
  return (card, withExpiry = false) => {
    const brand = cardName(card.brand) ?? t('WEB.CHECKOUT.PAYMENT.CARD');
    if (!withExpiry)
      return t('WEB.CHECKOUT.PAYMENT.CARD-ENDING', { brand, lastFour: card.lastFour });
    const expiry = `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}`;
    return t('WEB.CHECKOUT.PAYMENT.STORED-CARD', { brand, lastFour: card.lastFour, expiry });
  };
}

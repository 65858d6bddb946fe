/**
 * A card payment (`scheme`): the card read from its encrypted fields or a stored card, and the
 * outcome its test number stands for (test-cards.ts); a challenge card is sent to the 3-D
 * Secure page (challenge-service.ts).
 */
import { badRequest } from '../http/api-error';
import { ApiError } from '../../shared/api/api-error';
import { cardTypeCode, detectCardBrand } from '../../shared/payments/card-brand';
import { isExpired } from '../../shared/payments/card-number';
import type { PaymentRequest } from '../../shared/payments/provider-api';
import type { CardPaymentMethod } from '../../shared/payments/provider-methods-api';
import type { Database } from '../db/client';
import { decryptCard } from './card-decryption';
import type { PaymentDraft } from './payment-draft';
import type { ProviderContext } from './provider-context';
import { findStoredCard, type StoredCardDraft } from './stored-cards';
import { CARD_OUTCOMES, cardBehaviour } from './test-cards';

/** The card being paid with: brand, summary, behaviour, and what storing it would keep. */
async function resolveCard(
  tx: Database,
  context: ProviderContext,
  method: CardPaymentMethod,
  shopperReference: string,
): Promise<StoredCardDraft & { viaStoredCard?: string }> {
  const fields = [
    method.encryptedCardNumber,
    method.encryptedExpiryMonth,
    method.encryptedExpiryYear,
    method.encryptedSecurityCode,
  ];
  const sentFields = fields.filter((field) => field !== undefined).length;
  if (method.storedPaymentMethodId !== undefined) {
    if (sentFields > 0)
      throw badRequest('Send either the encrypted card fields or a storedPaymentMethodId');
    const card = await findStoredCard(tx, method.storedPaymentMethodId, shopperReference);
    if (isExpired({ month: card.expiryMonth, year: card.expiryYear }, context.now()))
      throw new ApiError(422, 'CARD_EXPIRED', 'The stored card has expired');
    return { ...card, viaStoredCard: method.storedPaymentMethodId };
  }
  if (sentFields < 4)
    throw new ApiError(
      400,
      'CARD_MISSING',
      'A card payment needs the four encrypted card fields or a storedPaymentMethodId',
    );
  const card = await decryptCard(
    tx,
    context.keyring,
    {
      encryptedCardNumber: method.encryptedCardNumber!,
      encryptedExpiryMonth: method.encryptedExpiryMonth!,
      encryptedExpiryYear: method.encryptedExpiryYear!,
      encryptedSecurityCode: method.encryptedSecurityCode!,
    },
    context.now(),
  );
  const brand = detectCardBrand(card.digits);
  return {
    shopperReference,
    cardBrand: brand ? cardTypeCode(brand) : 'card',
    lastFour: card.digits.slice(-4),
    expiryMonth: card.expiry.month,
    expiryYear: card.expiry.year,
    behaviour: cardBehaviour(card.digits),
  };
}

export async function draftCardPayment(
  tx: Database,
  context: ProviderContext,
  request: PaymentRequest,
  method: CardPaymentMethod,
): Promise<PaymentDraft> {
  const { viaStoredCard, ...card } = await resolveCard(
    tx,
    context,
    method,
    request.shopperReference ?? '',
  );
  const outcome = CARD_OUTCOMES[card.behaviour];
  const wantsStoring = request.storePaymentMethod === true && viaStoredCard === undefined;
  return {
    status: outcome.status,
    ...(outcome.refusal ? { refusal: outcome.refusal } : {}),
    paymentMethod: 'scheme',
    brand: card.cardBrand,
    cardSummary: card.lastFour,
    ...(viaStoredCard ? { storedPaymentMethodId: viaStoredCard } : {}),
    ...(wantsStoring ? { cardToStore: card } : {}),
    page: outcome.status === 'RedirectShopper',
  };
}

/**
 * The body of POST /api/checkout/payment (spec §5 payment payloads): the chosen card — the
 * encrypted fields with the holder's name and the storeCard flag, or a stored card's id —,
 * the total the shopper saw at review and the agreements they ticked. Empty values are left
 * out, as the spec asks of every payment payload.
 */
import type { PaymentBody } from '../../../shared/api/checkout-payment';
import type { PaymentChoice } from './payment-choice';

/** The object without its undefined, null and empty-text values. */
export function dropEmpty<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, entry]) => entry !== undefined && entry !== null && entry !== '',
    ),
  ) as Partial<T>;
}

export function paymentBody(
  choice: PaymentChoice,
  expectedTotal: number,
  agreements: readonly string[],
): PaymentBody {
  const { card } = choice;
  const body =
    card.kind === 'stored'
      ? { card: { storedPaymentMethodId: card.id } }
      : dropEmpty({
          card: card.encrypted,
          holderName: card.holderName,
          storeCard: card.storeCard || undefined,
        });
  return {
    paymentMethod: choice.brandCode,
    ...body,
    expectedTotal,
    agreements: [...agreements],
  } as PaymentBody;
}

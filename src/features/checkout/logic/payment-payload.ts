/**
 * The body of POST /api/checkout/payment for the method chosen (spec §5 payment payloads,
 * docs/payments.md "The shop's calls for each method"), with the total the shopper saw at
 * review and the agreements they ticked:
 *  - a card: the encrypted fields with the holder's name and the storeCard flag, or a stored
 *    card's id;
 *  - PayPal, iDEAL, Alipay: the method alone (PayPal holds the payer's billing address, so none
 *    is sent; iDEAL's bank is chosen on the bank's page);
 *  - a wallet: the token its sheet gave and the card network it named.
 * Empty values are left out, as the spec asks of every payment payload.
 */
import type { PaymentBody } from '../../../shared/api/checkout-payment';
import type { PlacedChoice } from './payment-choice';

/** The object without its undefined, null and empty-text values. */
export function dropEmpty<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, entry]) => entry !== undefined && entry !== null && entry !== '',
    ),
  ) as Partial<T>;
}

function methodFields(choice: PlacedChoice): Record<string, unknown> {
  switch (choice.brandCode) {
    case 'creditcard': {
      const { card } = choice;
      return card.kind === 'stored'
        ? { card: { storedPaymentMethodId: card.id } }
        : dropEmpty({
            card: card.encrypted,
            holderName: card.holderName,
            storeCard: card.storeCard || undefined,
          });
    }
    case 'googlepay':
    case 'applepay':
      return dropEmpty({ walletToken: choice.walletToken, cardNetwork: choice.cardNetwork });
    default:
      return {};
  }
}

export function paymentBody(
  choice: PlacedChoice,
  expectedTotal: number,
  agreements: readonly string[],
): PaymentBody {
  return {
    paymentMethod: choice.brandCode,
    ...methodFields(choice),
    expectedTotal,
    agreements: [...agreements],
  } as PaymentBody;
}

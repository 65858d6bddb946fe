/**
 * A payment as its method made it, before the provider stores it (payment-service.ts): what
 * it ended as now, and what each method keeps (card-payment.ts, page-payment.ts,
 * wallet-payment.ts).
 */
import type { PaymentResultCode } from '../../shared/payments/provider-api';
import type { ProviderMethodType } from '../../shared/payments/provider-methods-api';
import type { MethodData } from './method-data';
import type { StoredCardDraft } from './stored-card-draft';

export interface PaymentDraft {
  status: PaymentResultCode;
  refusal?: { reason: string; code?: string };
  paymentMethod: ProviderMethodType;
  /** the card's brand (also through a wallet), else the method's */
  brand: string;
  /** a card's last four digits */
  cardSummary?: string;
  /** the stored card paid with */
  storedPaymentMethodId?: string;
  /** the card to store once the payment is authorised (storePaymentMethod) */
  cardToStore?: StoredCardDraft;
  /** RedirectShopper: the shopper is sent to the method's page */
  page?: boolean;
  methodData?: MethodData;
  /** a wallet token's digest, which pays once */
  walletTokenDigest?: string;
}

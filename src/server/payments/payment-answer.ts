/** A stored payment as the provider answers it: Adyen's payment response shape. */
import type {
  PaymentHistoryEntry,
  PaymentResponse,
  PaymentResultCode,
} from '../../shared/payments/provider-api';
import { PAY_API } from '../../shared/payments/provider-api';
import type { providerPayments } from './payment-tables';

export type PaymentRow = typeof providerPayments.$inferSelect;

/**
 * The challenge URL is a path on the provider's own origin: the provider does not know under
 * which name browsers reach it, and the client resolves it against the provider's base URL.
 */
export function paymentAnswer(row: PaymentRow): PaymentResponse {
  const status = row.status as PaymentResultCode;
  const additionalData: Record<string, string> = { cardSummary: row.cardSummary };
  if (row.storedPaymentMethodId && status === 'Authorised')
    additionalData['tokenization.storedPaymentMethodId'] = row.storedPaymentMethodId;
  return {
    resultCode: status,
    pspReference: row.pspReference,
    merchantReference: row.merchantReference,
    amount: { value: row.amountValue, currency: row.currency },
    ...(status === 'RedirectShopper' && row.challengeId && !row.challengeOutcome
      ? {
          action: {
            type: 'redirect' as const,
            paymentMethodType: 'scheme' as const,
            url: PAY_API.challenge(row.challengeId),
            method: 'GET' as const,
          },
        }
      : {}),
    ...(row.refusalReason ? { refusalReason: row.refusalReason } : {}),
    ...(row.refusalReasonCode ? { refusalReasonCode: row.refusalReasonCode } : {}),
    paymentMethod: { type: 'scheme', brand: row.cardBrand },
    additionalData,
  };
}

export function historyEntry(status: PaymentResultCode, reason?: string): PaymentHistoryEntry {
  return { status, at: new Date().toISOString(), ...(reason ? { reason } : {}) };
}

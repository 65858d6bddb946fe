/** A stored payment as the provider answers it: Adyen's payment response shape. */
import type {
  PaymentHistoryEntry,
  PaymentResponse,
  PaymentResultCode,
  RedirectAction,
} from '../../shared/payments/provider-api';
import { PAY_API } from '../../shared/payments/provider-api';
import type { ProviderMethodType } from '../../shared/payments/provider-methods-api';
import type { providerPayments } from './payment-tables';

export type PaymentRow = typeof providerPayments.$inferSelect;

/**
 * Where a payment waiting for the shopper sends them: the page of its method. Alipay's gateway
 * is opened by a form POST carrying the page's id (as Alipay's own gateway takes its order in
 * a posted form); the other pages are a GET of their own URL.
 */
function pageAction(method: ProviderMethodType, pageId: string): RedirectAction {
  const get = (url: string): RedirectAction => ({
    type: 'redirect',
    paymentMethodType: method,
    url,
    method: 'GET',
  });
  switch (method) {
    case 'paypal':
      return get(PAY_API.paypal(pageId));
    case 'ideal':
      return get(PAY_API.bank(pageId));
    case 'alipay':
      return {
        type: 'redirect',
        paymentMethodType: method,
        url: PAY_API.alipayGateway,
        method: 'POST',
        data: { paymentId: pageId },
      };
    default:
      return get(PAY_API.challenge(pageId));
  }
}

/**
 * The page URL is a path on the provider's own origin: the provider does not know under which
 * name browsers reach it, and the client resolves it against the provider's base URL.
 */
export function paymentAnswer(row: PaymentRow): PaymentResponse {
  const status = row.status as PaymentResultCode;
  const method = row.paymentMethod as ProviderMethodType;
  const additionalData: Record<string, string> = {};
  if (row.cardSummary) additionalData.cardSummary = row.cardSummary;
  if (row.storedPaymentMethodId && status === 'Authorised')
    additionalData['tokenization.storedPaymentMethodId'] = row.storedPaymentMethodId;
  if (row.methodData?.kind === 'ideal' && row.methodData.issuer)
    additionalData.issuer = row.methodData.issuer;
  const waiting = status === 'RedirectShopper' && row.challengeId && !row.challengeOutcome;
  return {
    resultCode: status,
    pspReference: row.pspReference,
    merchantReference: row.merchantReference,
    amount: { value: row.amountValue, currency: row.currency },
    ...(waiting ? { action: pageAction(method, row.challengeId!) } : {}),
    ...(row.refusalReason ? { refusalReason: row.refusalReason } : {}),
    ...(row.refusalReasonCode ? { refusalReasonCode: row.refusalReasonCode } : {}),
    paymentMethod: { type: method, brand: row.cardBrand },
    additionalData,
  };
}

export function historyEntry(status: PaymentResultCode, reason?: string): PaymentHistoryEntry {
  return { status, at: new Date().toISOString(), ...(reason ? { reason } : {}) };
}

/**
 * The payment-method codes (spec §8): what listing or removing a saved card can answer, each
 * shown by its label. 429 is too many attempts (the server's rate limit, or the api client's
 * "Exceeded max attempts"), 401 a session the API no longer accepts (the api client has tried
 * to renew it and signs the shopper out), offline its own words; anything else is the
 * operation's "unable to".
 */
import type { LabelKey } from '../../../platform/i18n/i18n';
import { ApiError } from '../../../shared/api/api-error';

export type PaymentMethodCode =
  'UNABLE_TO_LIST' | 'UNABLE_TO_DELETE' | 'TOO_MANY_ATTEMPTS' | 'UNAUTHORIZED' | 'OFFLINE';

export const PAYMENT_METHOD_CODE_LABELS: Record<PaymentMethodCode, LabelKey> = {
  UNABLE_TO_LIST: 'WEB.ACCOUNT.PAYMENT-METHODS.CODE.UNABLE-TO-LIST',
  UNABLE_TO_DELETE: 'WEB.ACCOUNT.PAYMENT-METHODS.CODE.UNABLE-TO-DELETE',
  TOO_MANY_ATTEMPTS: 'WEB.ACCOUNT.PAYMENT-METHODS.CODE.TOO-MANY-ATTEMPTS',
  UNAUTHORIZED: 'WEB.ACCOUNT.PAYMENT-METHODS.CODE.UNAUTHORIZED',
  OFFLINE: 'WEB.ACCOUNT.CODE.OFFLINE',
};

export function paymentMethodCodeOf(
  error: unknown,
  operation: 'list' | 'delete',
): PaymentMethodCode {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'TOO_MANY_ATTEMPTS';
    if (error.status === 401) return 'UNAUTHORIZED';
    if (error.isNetworkError) return 'OFFLINE';
  }
  return operation === 'list' ? 'UNABLE_TO_LIST' : 'UNABLE_TO_DELETE';
}

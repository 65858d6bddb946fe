/**
 * What a provider's page sent the shopper back to /complete with (docs/payments.md "The shop's
 * calls for each method"), read as the app must read it:
 *  - PayPal (also express): completed with PUT …/payment/{orderReference} only when `utr` is
 *    there, `pgTransactionId` is not the text "null" and `status` is not cancelled (spec §5);
 *    any other PayPal return is the payer's cancel, and nothing is sent;
 *  - iDEAL and Alipay: the `redirectResult`, exchanged once with POST …/payment/details for the
 *    payment's outcome; `statusCode` is never believed.
 */
import { NO_PAYPAL_TRANSACTION } from '../../../shared/payments/paypal-return';
import type { CompleteParams } from './complete-params';

export type PaymentReturn =
  | { kind: 'paypal'; utr: string; pgTransactionId: string | null; status: string | null }
  | { kind: 'paypal-cancelled' }
  | { kind: 'redirect'; method: string; redirectResult: string };

const PAYPAL = 'paypal';

/** The return the query describes, or null when it is no payment's return. */
export function paymentReturnOf(params: CompleteParams): PaymentReturn | null {
  const { paymentMethod, utr, pgTransactionId, status, redirectResult } = params;
  if (redirectResult)
    return { kind: 'redirect', method: paymentMethod ?? 'redirect', redirectResult };
  const paypal = paymentMethod?.toLowerCase() === PAYPAL || pgTransactionId !== null;
  if (!paypal) return null;
  if (utr && pgTransactionId !== NO_PAYPAL_TRANSACTION && status !== 'cancelled')
    return { kind: 'paypal', utr, pgTransactionId, status };
  return { kind: 'paypal-cancelled' };
}

/**
 * Whether the query carries a return's own fields, fresh from the provider's page: only such a
 * query replaces the return this tab kept for the order. Once they are taken out of the address
 * bar, a reload reads the kept one (a bare "paymentMethod=paypal" would read as a cancel).
 */
export const carriesReturn = (params: CompleteParams): boolean =>
  params.utr !== null || params.pgTransactionId !== null || params.redirectResult !== null;

/** Two returns are one when they carry the same fields (a reload, a remount). */
export function sameReturn(a: PaymentReturn, b: PaymentReturn): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

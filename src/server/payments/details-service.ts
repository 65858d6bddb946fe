/**
 * POST /pay/v1/payments/details: what the shopper carried back from a provider page completes
 * or reports its payment — a 3-D Secure result completes the challenge (challenge-service.ts),
 * a bank's or Alipay's result reports the payment as the page left it (redirect-service.ts),
 * and PayPal's return charges the approved payment (paypal-service.ts). Each works once.
 */
import { eq } from 'drizzle-orm';
import type { PaymentDetailsRequest } from '../../shared/payments/provider-api';
import type { Database } from '../db/client';
import type { StoredResponse } from '../idempotency/idempotency-store';
import { completeChallenge, invalidRedirectResult } from './challenge-service';
import { providerPayments } from './payment-tables';
import { completePayPal } from './paypal-service';
import { completeRedirect } from './redirect-service';

export async function completeDetails(
  tx: Database,
  { details }: PaymentDetailsRequest,
): Promise<StoredResponse> {
  if ('pgTransactionId' in details) return completePayPal(tx, details);
  const [row] = await tx
    .select()
    .from(providerPayments)
    .where(eq(providerPayments.redirectResult, details.redirectResult))
    .for('update');
  if (!row) throw invalidRedirectResult();
  if (row.paymentMethod === 'scheme') return completeChallenge(tx, details.redirectResult);
  if (row.paymentMethod === 'ideal' || row.paymentMethod === 'alipay')
    return completeRedirect(tx, row);
  throw invalidRedirectResult();
}

/**
 * POST /pay/v1/payments/{pspReference}/cancels (Adyen's cancel): the shop gives up a payment
 * that is still waiting — for the shopper on a page (a challenge, a PayPal approval, a bank or
 * Alipay page), or for the bank after the shopper left it pending — because the order was
 * abandoned or the shopper started another. Nothing was charged, so the payment becomes
 * Refused (Cancelled) and can never be completed: a later approval, bank decision or redirect
 * result is refused. The cancel and a completion lock the same row, so exactly one of them
 * wins. A payment already authorised, or a card payment still pending at the acquirer, cannot
 * be cancelled here (409); one already refused is answered as cancelled again.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { CancelResponse } from '../../shared/payments/provider-api';
import type { Database } from '../db/client';
import { conflict, notFound } from '../http/api-error';
import type { StoredResponse } from '../idempotency/idempotency-store';
import { historyEntry, type PaymentRow } from './payment-answer';
import { providerPayments } from './payment-tables';
import { REFUSALS } from './test-cards';

/** Whether the shop may still cancel the payment (see above). */
export const isCancellable = (row: Pick<PaymentRow, 'status' | 'paymentMethod'>): boolean =>
  row.status === 'RedirectShopper' ||
  (row.status === 'Pending' && (row.paymentMethod === 'ideal' || row.paymentMethod === 'alipay'));

export async function cancelPayment(
  tx: Database,
  pspReference: string,
  reference: string,
): Promise<StoredResponse> {
  const [row] = await tx
    .select()
    .from(providerPayments)
    .where(
      and(
        eq(providerPayments.pspReference, pspReference),
        eq(providerPayments.merchantReference, reference),
      ),
    )
    .for('update');
  if (!row) throw notFound('No payment has this pspReference and reference');
  const received: CancelResponse = {
    paymentPspReference: row.pspReference,
    pspReference: randomBytes(8).toString('hex').toUpperCase(),
    reference,
    status: 'received',
  };
  if (row.status === 'Refused') return { status: 201, body: received };
  if (!isCancellable(row))
    throw conflict('CONFLICT', `A payment ${row.status} can no longer be cancelled`);
  const { reason } = REFUSALS.cancelled;
  await tx
    .update(providerPayments)
    .set({
      status: 'Refused',
      refusalReason: reason,
      refusalReasonCode: null,
      redirectResult: null,
      history: [...row.history, historyEntry('Refused', reason)],
      updatedAt: sql`now()`,
    })
    .where(eq(providerPayments.pspReference, row.pspReference));
  return { status: 201, body: received };
}

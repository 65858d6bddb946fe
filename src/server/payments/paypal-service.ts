/**
 * PayPal at the test provider (docs/payments.md "PayPal"): the payment waits (RedirectShopper)
 * while the payer is on the approval page; "Pay with PayPal" records the approval — PayPal's
 * transaction id (`pgTransactionId`) and the payer's details with the address they chose —
 * and "Cancel and return" refuses the payment. Either way the payer goes back to the shop's
 * returnUrl with `utr` (the pspReference), `pgTransactionId` ("null" when cancelled) and
 * `status` (approved | cancelled). Nothing is charged until the shop completes the approved
 * payment with POST /payments/details { pspReference, pgTransactionId }: an approval pays
 * once, only with its own transaction id, so a return copied, replayed or altered charges
 * nothing. Before completing, the shop may read the approval (the payer's address, for an
 * express checkout) and, for an express payment, change its amount (updateOrder).
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Amount } from '../../shared/payments/provider-api';
import {
  NO_PAYPAL_TRANSACTION,
  type PayPalApproval,
  type UpdateOrderResponse,
} from '../../shared/payments/provider-paypal-api';
import type { Database } from '../db/client';
import { badRequest, conflict, notFound } from '../http/api-error';
import type { StoredResponse } from '../idempotency/idempotency-store';
import { invalidRedirectResult } from './challenge-service';
import { isPayPalData, type PayPalData } from './method-data';
import { historyEntry, paymentAnswer, type PaymentRow } from './payment-answer';
import { providerPayments } from './payment-tables';
import { payerDetails } from './test-payers';
import { REFUSALS } from './test-cards';

export type PayPalOutcome = 'approve' | 'cancel';

const unknownApproval = () => notFound('No PayPal payment waits for this approval');

/** PayPal's transaction ids: 17 characters of digits and capitals. */
const ID_ALPHABET = '0123456789ABCDEFGHJKLMNPRSTUVWXY';
const transactionId = () =>
  Array.from({ length: 17 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');

type PayPalRow = PaymentRow & { methodData: PayPalData };

const isPayPalRow = (row: PaymentRow | undefined): row is PayPalRow =>
  row !== undefined && row.paymentMethod === 'paypal' && isPayPalData(row.methodData);

/** The payment the approval page is for, while the payer has not answered it. */
export async function approvalPayment(db: Database, pageId: string): Promise<PayPalRow> {
  const [row] = await db
    .select()
    .from(providerPayments)
    .where(eq(providerPayments.challengeId, pageId));
  if (!isPayPalRow(row) || row.status !== 'RedirectShopper') throw unknownApproval();
  if (row.challengeOutcome) throw conflict('CONFLICT', 'This approval has been answered');
  return row;
}

/** Records the payer's answer; gives the URL that returns them to the shop. */
export async function answerApproval(
  tx: Database,
  pageId: string,
  answer: { outcome: PayPalOutcome; address?: string },
): Promise<string> {
  const [row] = await tx
    .select()
    .from(providerPayments)
    .where(
      and(
        eq(providerPayments.challengeId, pageId),
        eq(providerPayments.status, 'RedirectShopper'),
        sql`${providerPayments.challengeOutcome} is null`,
      ),
    )
    .for('update');
  if (!isPayPalRow(row)) {
    await approvalPayment(tx, pageId); // throws the reason: unknown or answered
    throw unknownApproval();
  }
  const back = new URL(row.returnUrl!);
  back.searchParams.set('utr', row.pspReference);
  const where = eq(providerPayments.pspReference, row.pspReference);
  if (answer.outcome === 'cancel') {
    const refusal = REFUSALS.paypalCancelled;
    await tx
      .update(providerPayments)
      .set({
        status: 'Refused',
        challengeOutcome: 'cancel',
        refusalReason: refusal.reason,
        refusalReasonCode: refusal.code,
        history: [...row.history, historyEntry('Refused', refusal.reason)],
        updatedAt: sql`now()`,
      })
      .where(where);
    back.searchParams.set('pgTransactionId', NO_PAYPAL_TRANSACTION);
    back.searchParams.set('status', 'cancelled');
    return back.toString();
  }
  const chosen = row.methodData.addresses[Number(answer.address ?? 0)];
  if (!chosen) throw badRequest('address is not one of the addresses offered');
  const pgTransactionId = transactionId();
  const approval = { pgTransactionId, shopperDetails: payerDetails(row.methodData.payer, chosen) };
  await tx
    .update(providerPayments)
    .set({
      challengeOutcome: 'approve',
      methodData: { ...row.methodData, approval },
      updatedAt: sql`now()`,
    })
    .where(where);
  back.searchParams.set('pgTransactionId', pgTransactionId);
  back.searchParams.set('status', 'approved');
  return back.toString();
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The approved PayPal payment of this return, locked when `lock`; 422 for any other. */
async function approvedPayment(
  tx: Database,
  details: { pspReference: string; pgTransactionId: string },
  lock: boolean,
): Promise<PayPalRow & { methodData: Required<PayPalData> }> {
  const query = tx
    .select()
    .from(providerPayments)
    .where(eq(providerPayments.pspReference, details.pspReference));
  const [row] = lock ? await query.for('update') : await query;
  const approval = isPayPalRow(row) ? row.methodData.approval : undefined;
  if (!approval || !sameText(approval.pgTransactionId, details.pgTransactionId))
    throw invalidRedirectResult();
  return row as PayPalRow & { methodData: Required<PayPalData> };
}

/** What the payer approved (POST /paypal/approval), before or after it was completed. */
export async function readApproval(
  db: Database,
  details: { pspReference: string; pgTransactionId: string },
): Promise<PayPalApproval> {
  const row = await approvedPayment(db, details, false);
  if (row.status !== 'RedirectShopper' && row.status !== 'Authorised')
    throw invalidRedirectResult();
  return {
    pspReference: row.pspReference,
    merchantReference: row.merchantReference,
    amount: { value: row.amountValue, currency: row.currency },
    express: row.methodData.express,
    shopperDetails: row.methodData.approval.shopperDetails,
  };
}

/** Changes an approved express payment's amount before it is completed (Adyen's updateOrder). */
export async function updateOrder(
  tx: Database,
  request: { pspReference: string; amount: Amount },
): Promise<StoredResponse> {
  const [row] = await tx
    .select()
    .from(providerPayments)
    .where(eq(providerPayments.pspReference, request.pspReference))
    .for('update');
  if (!isPayPalRow(row) || row.challengeOutcome !== 'approve') throw invalidRedirectResult();
  if (row.status !== 'RedirectShopper')
    throw conflict('CONFLICT', 'This PayPal payment has been completed');
  if (!row.methodData.express)
    throw conflict('CONFLICT', 'Only an express payment changes its amount');
  if (request.amount.currency !== row.currency)
    throw badRequest('The amount must stay in the currency the payer approved');
  await tx
    .update(providerPayments)
    .set({ amountValue: request.amount.value, updatedAt: sql`now()` })
    .where(eq(providerPayments.pspReference, row.pspReference));
  const body: UpdateOrderResponse = {
    pspReference: row.pspReference,
    amount: request.amount,
    status: 'success',
  };
  return { status: 200, body };
}

/** POST /payments/details with PayPal's return: the approved payment is charged, once. */
export async function completePayPal(
  tx: Database,
  details: { pspReference: string; pgTransactionId: string },
): Promise<StoredResponse> {
  const row = await approvedPayment(tx, details, true);
  if (row.status !== 'RedirectShopper') throw invalidRedirectResult();
  const [done] = await tx
    .update(providerPayments)
    .set({
      status: 'Authorised',
      history: [...row.history, historyEntry('Authorised')],
      updatedAt: sql`now()`,
    })
    .where(eq(providerPayments.pspReference, row.pspReference))
    .returning();
  return { status: 200, body: paymentAnswer(done!) };
}

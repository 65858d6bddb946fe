/**
 * The iDEAL bank's and Alipay's pages (docs/payments.md "iDEAL and Alipay"): unlike a 3-D
 * Secure challenge, the shopper's answer there is the payment itself — the bank moves the money
 * or does not — so it settles the payment at once: approve → Authorised, decline → Refused,
 * "leave pending" → Pending, the bank deciding later. The shopper goes back to the shop's
 * returnUrl with `statusCode` (authorised, refused, pending) and a `redirectResult`, which the
 * shop exchanges with POST /payments/details for the payment as it stands (once: the result is
 * then forgotten), so it never has to believe the query's statusCode. A pending payment's page
 * stays open for the bank's later decision (approve or decline), which the shop learns by
 * listing the reference's payments (reconcile-orders.ts).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PaymentResultCode, RedirectStatusCode } from '../../shared/payments/provider-api';
import type { Database } from '../db/client';
import { badRequest, conflict, notFound } from '../http/api-error';
import type { StoredResponse } from '../idempotency/idempotency-store';
import { historyEntry, paymentAnswer, type PaymentRow } from './payment-answer';
import { providerPayments } from './payment-tables';
import { isTestBank, TEST_BANKS } from './test-payers';
import { REFUSALS } from './test-cards';

export type RedirectMethod = 'ideal' | 'alipay';
export type RedirectOutcome = 'approve' | 'decline' | 'pending';

const unknownPage = () => notFound('No payment waits on this page');

/** The payment a bank or Alipay page is for, while it waits for the shopper or the bank. */
export async function redirectPayment(
  db: Database,
  method: RedirectMethod,
  pageId: string,
): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(providerPayments)
    .where(
      and(eq(providerPayments.challengeId, pageId), eq(providerPayments.paymentMethod, method)),
    );
  if (!row) throw unknownPage();
  if (isWaitingForBank(row) || (row.status === 'RedirectShopper' && !row.challengeOutcome))
    return row;
  if (row.status === 'RedirectShopper') throw unknownPage();
  throw conflict('CONFLICT', 'This payment has been answered');
}

/** Left pending by the shopper: the bank decides later, on the same page. */
export const isWaitingForBank = (row: PaymentRow): boolean =>
  row.status === 'Pending' && row.challengeOutcome === 'pending';

const SETTLED: Record<RedirectOutcome, { status: PaymentResultCode; code: RedirectStatusCode }> = {
  approve: { status: 'Authorised', code: 'authorised' },
  decline: { status: 'Refused', code: 'refused' },
  pending: { status: 'Pending', code: 'pending' },
};

export type PageAnswer =
  /** the shopper's first answer: back to the shop */
  | { kind: 'return'; url: string }
  /** the bank's later decision on a pending payment: the page says so */
  | { kind: 'decided'; row: PaymentRow };

/** Records the shopper's (or later the bank's) answer on the page. */
export async function answerRedirectPage(
  tx: Database,
  method: RedirectMethod,
  pageId: string,
  answer: { outcome: RedirectOutcome; issuer?: string },
): Promise<PageAnswer> {
  const [row] = await tx
    .select()
    .from(providerPayments)
    .where(
      and(eq(providerPayments.challengeId, pageId), eq(providerPayments.paymentMethod, method)),
    )
    .for('update');
  if (!row) throw unknownPage();
  const settled = SETTLED[answer.outcome];
  const refusal = answer.outcome === 'decline' ? REFUSALS.declined : undefined;
  const change = {
    status: settled.status,
    refusalReason: refusal?.reason ?? null,
    refusalReasonCode: refusal?.code ?? null,
    history: [...row.history, historyEntry(settled.status, refusal?.reason)],
    updatedAt: sql`now()`,
  };
  if (isWaitingForBank(row)) {
    if (answer.outcome === 'pending') throw conflict('CONFLICT', 'The payment is pending already');
    const [done] = await tx
      .update(providerPayments)
      .set({ ...change, challengeOutcome: answer.outcome })
      .where(eq(providerPayments.pspReference, row.pspReference))
      .returning();
    return { kind: 'decided', row: done! };
  }
  if (row.status !== 'RedirectShopper')
    throw conflict('CONFLICT', 'This payment has been answered');
  if (row.challengeOutcome) throw unknownPage();
  // iDEAL pays from the bank the shopper chose; declining needs no bank
  const chosen =
    row.methodData?.kind === 'ideal' ? (row.methodData.issuer ?? answer.issuer) : undefined;
  const needsBank = method === 'ideal' && answer.outcome !== 'decline';
  if ((chosen !== undefined && !isTestBank(chosen)) || (needsBank && chosen === undefined))
    throw badRequest(
      `Choose one of the banks: ${TEST_BANKS.map((bank) => bank.issuer).join(', ')}`,
    );
  const redirectResult = randomBytes(24).toString('base64url');
  await tx
    .update(providerPayments)
    .set({
      ...change,
      challengeOutcome: answer.outcome,
      redirectResult,
      ...(chosen ? { methodData: { kind: 'ideal' as const, issuer: chosen } } : {}),
    })
    .where(eq(providerPayments.pspReference, row.pspReference));
  const back = new URL(row.returnUrl!);
  back.searchParams.set('statusCode', settled.code);
  back.searchParams.set('redirectResult', redirectResult);
  return { kind: 'return', url: back.toString() };
}

/**
 * POST /payments/details with a bank's or Alipay's redirect result: the payment as it stands
 * (authorised, refused, or still pending). The result is forgotten, so a replayed or copied
 * return is refused (422) and can change nothing.
 */
export async function completeRedirect(tx: Database, row: PaymentRow): Promise<StoredResponse> {
  const [done] = await tx
    .update(providerPayments)
    .set({ redirectResult: null, updatedAt: sql`now()` })
    .where(eq(providerPayments.pspReference, row.pspReference))
    .returning();
  return { status: 200, body: paymentAnswer(done!) };
}

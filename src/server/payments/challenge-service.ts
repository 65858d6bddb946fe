/**
 * The 3-D Secure challenge of a payment answered RedirectShopper: the shopper opens the
 * provider's page (challenge-page.ts), approves or fails the authentication, and is sent back
 * to the shop's returnUrl with an opaque redirectResult; the shop then completes the payment
 * with POST /pay/v1/payments/details. Each step happens once: a challenge is answered once,
 * and a redirectResult completes its payment once (a second use is 422, as the payment is no
 * longer waiting), so a replayed or copied return cannot change a payment.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ApiError } from '../../shared/api/api-error';
import type { Database } from '../db/client';
import { conflict, notFound } from '../http/api-error';
import type { StoredResponse } from '../idempotency/idempotency-store';
import { historyEntry, paymentAnswer, type PaymentRow } from './payment-answer';
import { providerPayments } from './payment-tables';
import { storeCard } from './stored-cards';
import { REFUSALS } from './test-cards';

export type ChallengeOutcome = 'approve' | 'fail';

/** A result (or PayPal return) the provider cannot complete a payment with. */
export const invalidRedirectResult = () =>
  new ApiError(
    422,
    'REDIRECT_RESULT_INVALID',
    'This redirectResult is unknown or has completed its payment already',
  );

const unknownChallenge = () => notFound('No payment waits for this challenge');

/** The payment waiting for this challenge, for its page; 404 or 409 when there is none. */
export async function challengedPayment(db: Database, challengeId: string): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(providerPayments)
    .where(eq(providerPayments.challengeId, challengeId));
  // another method's page is not a challenge (its own page answers it)
  if (!row || row.status !== 'RedirectShopper' || row.paymentMethod !== 'scheme')
    throw unknownChallenge();
  if (row.challengeOutcome) throw conflict('CONFLICT', 'This challenge has been answered');
  return row;
}

/** Records the shopper's answer and gives the URL that returns them to the shop. */
export async function answerChallenge(
  tx: Database,
  challengeId: string,
  outcome: ChallengeOutcome,
): Promise<string> {
  const redirectResult = randomBytes(24).toString('base64url');
  const [row] = await tx
    .update(providerPayments)
    .set({ challengeOutcome: outcome, redirectResult, updatedAt: sql`now()` })
    .where(
      and(
        eq(providerPayments.challengeId, challengeId),
        eq(providerPayments.paymentMethod, 'scheme'),
        eq(providerPayments.status, 'RedirectShopper'),
        sql`${providerPayments.challengeOutcome} is null`,
      ),
    )
    .returning({ returnUrl: providerPayments.returnUrl });
  if (!row?.returnUrl) {
    await challengedPayment(tx, challengeId); // throws the reason: unknown or answered
    throw unknownChallenge();
  }
  const back = new URL(row.returnUrl);
  back.searchParams.set('redirectResult', redirectResult);
  return back.toString();
}

/**
 * A new payment for the reference replaces a page the shopper left unanswered — a challenge,
 * a PayPal approval, a bank's page — (they went back and chose another card or method):
 * nothing was charged, so the payment is cancelled — its page and form answer 404 from now on
 * — and the new attempt goes ahead. A page already answered is not replaced: its result may be
 * on its way to the shop. Whether it was replaced; runs in the new payment's transaction, so a
 * refused new attempt keeps it.
 */
export async function replaceUnansweredChallenge(tx: Database, row: PaymentRow): Promise<boolean> {
  if (row.status !== 'RedirectShopper' || row.challengeOutcome) return false;
  const [cancelled] = await tx
    .update(providerPayments)
    .set({
      status: 'Refused',
      refusalReason: REFUSALS.cancelled.reason,
      history: [...row.history, historyEntry('Refused', REFUSALS.cancelled.reason)],
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(providerPayments.pspReference, row.pspReference),
        eq(providerPayments.status, 'RedirectShopper'),
        sql`${providerPayments.challengeOutcome} is null`,
      ),
    )
    .returning({ pspReference: providerPayments.pspReference });
  return cancelled !== undefined;
}

/** Completes a challenged payment with the result the shopper brought back. */
export async function completeChallenge(
  tx: Database,
  redirectResult: string,
): Promise<StoredResponse> {
  const [row] = await tx
    .select()
    .from(providerPayments)
    .where(
      and(
        eq(providerPayments.redirectResult, redirectResult),
        eq(providerPayments.paymentMethod, 'scheme'),
        eq(providerPayments.status, 'RedirectShopper'),
      ),
    )
    .for('update');
  if (!row) throw invalidRedirectResult();
  const approved = row.challengeOutcome === 'approve';
  const refusal = approved ? undefined : REFUSALS.challengeFailed;
  const storedPaymentMethodId =
    approved && row.cardToStore ? await storeCard(tx, row.cardToStore) : row.storedPaymentMethodId;
  const [done] = await tx
    .update(providerPayments)
    .set({
      status: approved ? 'Authorised' : 'Refused',
      refusalReason: refusal?.reason ?? null,
      refusalReasonCode: refusal?.code ?? null,
      storedPaymentMethodId,
      cardToStore: null,
      history: [...row.history, historyEntry(approved ? 'Authorised' : 'Refused', refusal?.reason)],
      updatedAt: sql`now()`,
    })
    .where(eq(providerPayments.pspReference, row.pspReference))
    .returning();
  return { status: 200, body: paymentAnswer(done!) };
}

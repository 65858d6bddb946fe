/**
 * What the provider does with a payment request (POST /pay/v1/payments): one live payment per
 * merchant reference, and the outcome of its method — a card (card-payment.ts), a wallet's
 * token (wallet-payment.ts), or a page the shopper is sent to (page-payment.ts: PayPal, iDEAL,
 * Alipay). Runs inside the request's idempotency transaction: a refused request (4xx) rolls
 * back and leaves nothing stored.
 *
 * Never two charges for one reference: a reference that already has an authorised, pending or
 * waiting payment is answered that payment — except a page the shopper left unanswered (a 3-D
 * Secure challenge, a PayPal approval, a bank page), which a new attempt replaces
 * (challenge-service.ts). Two requests racing for a new reference both insert; the partial
 * unique index lets one in and the other, finding the conflict (ON CONFLICT DO NOTHING),
 * answers the winner's payment.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { StoredResponse } from '../idempotency/idempotency-store';
import type { Database } from '../db/client';
import { badRequest, conflict } from '../http/api-error';
import type { PaymentRequest, PaymentResultCode } from '../../shared/payments/provider-api';
import { draftCardPayment } from './card-payment';
import { replaceUnansweredChallenge } from './challenge-service';
import { draftPagePayment } from './page-payment';
import { historyEntry, paymentAnswer, type PaymentRow } from './payment-answer';
import type { PaymentDraft } from './payment-draft';
import { providerPayments } from './payment-tables';
import type { ProviderContext } from './provider-context';
import { storeCard } from './stored-cards';
import { draftWalletPayment, tokenUsed } from './wallet-payment';

export type { ProviderContext };

/** Statuses under which a reference counts as paid or being paid (the partial unique index). */
export const LIVE_STATUSES: PaymentResultCode[] = ['Authorised', 'Pending', 'RedirectShopper'];

const PSP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const pspReference = () =>
  Array.from({ length: 16 }, () => PSP_ALPHABET[randomInt(PSP_ALPHABET.length)]).join('');

async function livePayment(tx: Database, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(providerPayments)
    .where(
      and(
        eq(providerPayments.merchantReference, reference),
        inArray(providerPayments.status, LIVE_STATUSES),
      ),
    );
  return row;
}

/** The earlier live payment of the reference, answered as it is, if it is for this amount. */
function answerExisting(row: PaymentRow, request: PaymentRequest): StoredResponse {
  if (row.amountValue !== request.amount.value || row.currency !== request.amount.currency)
    throw conflict(
      'CONFLICT',
      `Reference ${row.merchantReference} already has a payment of another amount`,
    );
  return { status: 200, body: paymentAnswer(row) };
}

/**
 * The shopper is sent to returnUrl and the pages' policy names its origin, so it must be an
 * http(s) URL whose host is a plain name or address: nothing a header could misread.
 */
function checkReturnUrl(returnUrl: string): void {
  let url: URL | undefined;
  try {
    url = new URL(returnUrl);
  } catch {
    url = undefined;
  }
  const plainHost = url && /^(?:[\w.-]+|\[[\da-f:.]+\])$/i.test(url.hostname);
  if (!url || !['http:', 'https:'].includes(url.protocol) || !plainHost)
    throw badRequest('returnUrl must be an http or https URL with a plain host name');
}

function draftPayment(
  tx: Database,
  context: ProviderContext,
  request: PaymentRequest,
): Promise<PaymentDraft> | PaymentDraft {
  const method = request.paymentMethod;
  switch (method.type) {
    case 'scheme':
      return draftCardPayment(tx, context, request, method);
    case 'googlepay':
    case 'applepay':
      return draftWalletPayment(tx, context, request, method);
    default:
      return draftPagePayment(request, method);
  }
}

export async function authorisePayment(
  tx: Database,
  context: ProviderContext,
  request: PaymentRequest,
): Promise<StoredResponse> {
  checkReturnUrl(request.returnUrl);
  const existing = await livePayment(tx, request.reference);
  if (existing && !(await replaceUnansweredChallenge(tx, existing)))
    return answerExisting(existing, request);

  const draft = await draftPayment(tx, context, request);
  const [inserted] = await tx
    .insert(providerPayments)
    .values({
      pspReference: pspReference(),
      merchantReference: request.reference,
      amountValue: request.amount.value,
      currency: request.amount.currency,
      status: draft.status,
      refusalReason: draft.refusal?.reason ?? null,
      refusalReasonCode: draft.refusal?.code ?? null,
      paymentMethod: draft.paymentMethod,
      cardBrand: draft.brand,
      cardSummary: draft.cardSummary ?? null,
      storedPaymentMethodId: draft.storedPaymentMethodId ?? null,
      cardToStore:
        draft.cardToStore && draft.status === 'RedirectShopper' ? draft.cardToStore : null,
      returnUrl: request.returnUrl,
      challengeId: draft.page ? randomBytes(18).toString('base64url') : null,
      methodData: draft.methodData ?? null,
      walletTokenDigest: draft.walletTokenDigest ?? null,
      history: [historyEntry(draft.status, draft.refusal?.reason)],
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    // another request for the reference committed first: answer its payment; or the same
    // wallet token paid another reference at the same moment
    const winner = await livePayment(tx, request.reference);
    if (winner) return answerExisting(winner, request);
    if (draft.walletTokenDigest) throw tokenUsed();
    throw new Error(`payment for ${request.reference} conflicted but cannot be read`);
  }
  if (draft.cardToStore && draft.status === 'Authorised') {
    const [stored] = await tx
      .update(providerPayments)
      .set({ storedPaymentMethodId: await storeCard(tx, draft.cardToStore) })
      .where(eq(providerPayments.pspReference, inserted.pspReference))
      .returning();
    return { status: 200, body: paymentAnswer(stored!) };
  }
  return { status: 200, body: paymentAnswer(inserted) };
}

/**
 * What the provider does with a payment request (POST /pay/v1/payments): one live payment per
 * merchant reference, the card read from its encrypted fields or a stored card, and the
 * outcome its test number stands for (test-cards.ts). Runs inside the request's idempotency
 * transaction: a refused request (4xx) rolls back and leaves nothing stored.
 *
 * Never two charges for one reference: a reference that already has an authorised, pending or
 * challenged payment is answered that payment — except a challenge the shopper left
 * unanswered, which a new attempt replaces (challenge-service.ts). Two requests racing for a new reference both
 * insert; the partial unique index lets one in and the other, finding the conflict
 * (ON CONFLICT DO NOTHING), answers the winner's payment.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { StoredResponse } from '../idempotency/idempotency-store';
import type { Database } from '../db/client';
import { badRequest, conflict } from '../http/api-error';
import { ApiError } from '../../shared/api/api-error';
import { cardTypeCode, detectCardBrand } from '../../shared/payments/card-brand';
import { isExpired } from '../../shared/payments/card-number';
import type { PaymentRequest, PaymentResultCode } from '../../shared/payments/provider-api';
import { decryptCard } from './card-decryption';
import { replaceUnansweredChallenge } from './challenge-service';
import { historyEntry, paymentAnswer, type PaymentRow } from './payment-answer';
import { providerPayments } from './payment-tables';
import type { ProviderKeyring } from './provider-keys';
import { findStoredCard, storeCard, type StoredCardDraft } from './stored-cards';
import { REFUSALS, cardBehaviour, type CardBehaviour } from './test-cards';

export interface ProviderContext {
  keyring: ProviderKeyring;
  now: () => Date;
}

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

/** The card being paid with: brand, summary, behaviour, and what storing it would keep. */
async function resolveCard(
  tx: Database,
  context: ProviderContext,
  request: PaymentRequest,
): Promise<StoredCardDraft & { viaStoredCard?: string }> {
  const method = request.paymentMethod;
  const shopperReference = request.shopperReference ?? '';
  const fields = [
    method.encryptedCardNumber,
    method.encryptedExpiryMonth,
    method.encryptedExpiryYear,
    method.encryptedSecurityCode,
  ];
  const sentFields = fields.filter((field) => field !== undefined).length;
  if (method.storedPaymentMethodId !== undefined) {
    if (sentFields > 0)
      throw badRequest('Send either the encrypted card fields or a storedPaymentMethodId');
    const card = await findStoredCard(tx, method.storedPaymentMethodId, shopperReference);
    if (isExpired({ month: card.expiryMonth, year: card.expiryYear }, context.now()))
      throw new ApiError(422, 'CARD_EXPIRED', 'The stored card has expired');
    return { ...card, viaStoredCard: method.storedPaymentMethodId };
  }
  if (sentFields < 4)
    throw new ApiError(
      400,
      'CARD_MISSING',
      'A card payment needs the four encrypted card fields or a storedPaymentMethodId',
    );
  const card = await decryptCard(
    tx,
    context.keyring,
    {
      encryptedCardNumber: method.encryptedCardNumber!,
      encryptedExpiryMonth: method.encryptedExpiryMonth!,
      encryptedExpiryYear: method.encryptedExpiryYear!,
      encryptedSecurityCode: method.encryptedSecurityCode!,
    },
    context.now(),
  );
  const brand = detectCardBrand(card.digits);
  return {
    shopperReference,
    cardBrand: brand ? cardTypeCode(brand) : 'card',
    lastFour: card.digits.slice(-4),
    expiryMonth: card.expiry.month,
    expiryYear: card.expiry.year,
    behaviour: cardBehaviour(card.digits),
  };
}

const OUTCOMES: Record<
  CardBehaviour,
  { status: PaymentResultCode; refusal?: { reason: string; code: string } }
> = {
  authorise: { status: 'Authorised' },
  refuse: { status: 'Refused', refusal: REFUSALS.refuse },
  'insufficient-funds': { status: 'Refused', refusal: REFUSALS['insufficient-funds'] },
  error: { status: 'Error', refusal: REFUSALS.error },
  pending: { status: 'Pending' },
  challenge: { status: 'RedirectShopper' },
};

/**
 * The shopper is sent to returnUrl and the challenge page's policy names its origin, so it must
 * be an http(s) URL whose host is a plain name or address: nothing a header could misread.
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

export async function authorisePayment(
  tx: Database,
  context: ProviderContext,
  request: PaymentRequest,
): Promise<StoredResponse> {
  checkReturnUrl(request.returnUrl);
  const existing = await livePayment(tx, request.reference);
  if (existing && !(await replaceUnansweredChallenge(tx, existing)))
    return answerExisting(existing, request);

  const { viaStoredCard, ...card } = await resolveCard(tx, context, request);
  const outcome = OUTCOMES[card.behaviour];
  const wantsStoring = request.storePaymentMethod === true && viaStoredCard === undefined;
  const [inserted] = await tx
    .insert(providerPayments)
    .values({
      pspReference: pspReference(),
      merchantReference: request.reference,
      amountValue: request.amount.value,
      currency: request.amount.currency,
      status: outcome.status,
      refusalReason: outcome.refusal?.reason ?? null,
      refusalReasonCode: outcome.refusal?.code ?? null,
      cardBrand: card.cardBrand,
      cardSummary: card.lastFour,
      storedPaymentMethodId: viaStoredCard ?? null,
      cardToStore: wantsStoring && outcome.status === 'RedirectShopper' ? card : null,
      returnUrl: request.returnUrl,
      challengeId:
        outcome.status === 'RedirectShopper' ? randomBytes(18).toString('base64url') : null,
      history: [historyEntry(outcome.status, outcome.refusal?.reason)],
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    // another request for the reference committed first: answer its payment
    const winner = await livePayment(tx, request.reference);
    if (!winner) throw new Error(`payment for ${request.reference} conflicted but cannot be read`);
    return answerExisting(winner, request);
  }
  if (wantsStoring && outcome.status === 'Authorised') {
    const [stored] = await tx
      .update(providerPayments)
      .set({ storedPaymentMethodId: await storeCard(tx, card) })
      .where(eq(providerPayments.pspReference, inserted.pspReference))
      .returning();
    return { status: 200, body: paymentAnswer(stored!) };
  }
  return { status: 200, body: paymentAnswer(inserted) };
}

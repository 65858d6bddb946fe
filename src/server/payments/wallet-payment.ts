/**
 * A wallet payment (Google Pay, Apple Pay): the card read from the wallet's token
 * (wallet-tokens.ts) pays as its test number does, except that a wallet never challenges — the
 * wallet authenticated the shopper on their device, and the token carries its cryptogram. A
 * token pays once: its digest is kept with the payment, and a second use is refused.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../shared/api/api-error';
import type { PaymentRequest } from '../../shared/payments/provider-api';
import type { WalletPaymentMethod } from '../../shared/payments/provider-methods-api';
import type { Database } from '../db/client';
import type { PaymentDraft } from './payment-draft';
import { providerPayments } from './payment-tables';
import type { ProviderContext } from './provider-context';
import { CARD_OUTCOMES, cardBehaviour } from './test-cards';
import { readApplePayToken, readGooglePayToken } from './wallet-tokens';

export const walletTokenDigest = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

export const tokenUsed = () =>
  new ApiError(422, 'WALLET_TOKEN_INVALID', "The wallet's payment token has been used already");

export async function draftWalletPayment(
  tx: Database,
  context: ProviderContext,
  request: PaymentRequest,
  method: WalletPaymentMethod,
): Promise<PaymentDraft> {
  const token = method.type === 'googlepay' ? method.googlePayToken : method.applePayToken;
  const card =
    method.type === 'googlepay'
      ? readGooglePayToken(token, method.googlePayCardNetwork, context.now())
      : readApplePayToken(token, request.amount.value, context.now());
  const digest = walletTokenDigest(token);
  const [used] = await tx
    .select({ pspReference: providerPayments.pspReference })
    .from(providerPayments)
    .where(eq(providerPayments.walletTokenDigest, digest));
  if (used) throw tokenUsed();
  const behaviour = cardBehaviour(card.digits);
  const outcome = CARD_OUTCOMES[behaviour === 'challenge' ? 'authorise' : behaviour];
  return {
    status: outcome.status,
    ...(outcome.refusal ? { refusal: outcome.refusal } : {}),
    paymentMethod: method.type,
    brand: card.brand,
    cardSummary: card.digits.slice(-4),
    walletTokenDigest: digest,
  };
}

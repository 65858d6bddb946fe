/**
 * The documented test card numbers (docs/payments.md "Test cards"): each number stands for one
 * outcome, whatever expiry (in the future) and security code it is sent with. Every other
 * valid number is authorised, as a test card of a real provider's test mode would be.
 */
import type { PaymentResultCode } from '../../shared/payments/provider-api';

export type CardBehaviour =
  'authorise' | 'refuse' | 'insufficient-funds' | 'challenge' | 'error' | 'pending';

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4111111111111111': 'authorise',
  '5555555555554444': 'authorise',
  '378282246310005': 'authorise',
  '6250947000000014': 'authorise',
  '4000000000000002': 'refuse',
  '4000000000009995': 'insufficient-funds',
  '4000000000003220': 'challenge',
  '5200000000001096': 'challenge',
  '4000000000000119': 'error',
  '4000000000000077': 'pending',
};

export function cardBehaviour(digits: string): CardBehaviour {
  return TEST_CARDS[digits] ?? 'authorise';
}

/** Adyen's refusal reasons and their codes, for the outcomes that are not authorised. */
export const REFUSALS = {
  refuse: { reason: 'Refused', code: '2' },
  'insufficient-funds': { reason: 'Not enough balance', code: '12' },
  error: { reason: 'Acquirer Error', code: '4' },
  challengeFailed: { reason: '3D Not Authenticated', code: '11' },
  /**
   * a page left unanswered and replaced by a new payment for the same reference, or a payment
   * the shop cancelled (POST /payments/{pspReference}/cancels)
   */
  cancelled: { reason: 'Cancelled' },
  /** the shopper declined on the bank's or Alipay's page */
  declined: { reason: 'Cancelled by shopper', code: '2' },
  /** the payer chose "Cancel and return" on PayPal's page */
  paypalCancelled: { reason: 'Cancelled by PayPal payer', code: '2' },
} as const;

/** What a card's behaviour answers (a wallet's card too, which never challenges). */
export const CARD_OUTCOMES: Readonly<
  Record<CardBehaviour, { status: PaymentResultCode; refusal?: { reason: string; code: string } }>
> = {
  authorise: { status: 'Authorised' },
  refuse: { status: 'Refused', refusal: REFUSALS.refuse },
  'insufficient-funds': { status: 'Refused', refusal: REFUSALS['insufficient-funds'] },
  error: { status: 'Error', refusal: REFUSALS.error },
  pending: { status: 'Pending' },
  challenge: { status: 'RedirectShopper' },
};

/**
 * The documented test card numbers (docs/payments.md "Test cards"): each number stands for one
 * outcome, whatever expiry (in the future) and security code it is sent with. Every other
 * valid number is authorised, as a test card of a real provider's test mode would be.
 */

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
  /** a challenge left unanswered, replaced by a new payment for the same reference */
  cancelled: { reason: 'Cancelled' },
} as const;

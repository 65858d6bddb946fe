/**
 * The checkout's payment, in this tab's memory only: the payment chosen on the payment step (a
 * new card only as the four fields encrypted for the provider), the notice the payment step
 * shows when the shopper is sent back to it (a declined card, a card to give again), and the
 * Idempotency-Key of the order attempt under way. Never sessionStorage, localStorage, the query
 * cache or anything persisted, never logged: a reload forgets it (the review step then asks
 * for the payment again), and so does leaving the checkout, placing the order or being sent to
 * a provider's page — then `leaving` names the page's method, so the review says where the
 * shopper is going instead of asking for a payment again while the browser leaves.
 */
import { useSyncExternalStore } from 'react';
import type { PaymentChoice } from '../logic/payment-choice';
import type { RedirectAction } from '../../../shared/payments/provider-api';
import type { PaymentNotice } from '../logic/place-outcome';

export interface PaymentState {
  choice: PaymentChoice | null;
  notice: PaymentNotice | null;
  /** the provider page's method the shopper is being sent to (scheme: 3-D Secure), if any */
  leaving: RedirectAction['paymentMethodType'] | null;
}

const EMPTY: PaymentState = { choice: null, notice: null, leaving: null };
let state: PaymentState = EMPTY;
/** the attempt under way: its key, and the body it was made for */
let attempt: { key: string; body: string } | null = null;
const listeners = new Set<() => void>();

function update(next: PaymentState): void {
  state = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The payment chosen, replacing any before it (and any notice about it). */
export const choosePayment = (choice: PaymentChoice) =>
  update({ choice, notice: null, leaving: null });

/** Forgets the payment and its attempt; `notice` says why on the payment step, if anything. */
export function forgetPayment(notice: PaymentNotice | null = null): void {
  attempt = null;
  if (state.choice !== null || state.notice !== notice || state.leaving !== null)
    update({ choice: null, notice, leaving: null });
}

/** Forgets the payment and its attempt as the shopper is sent to a provider's page. */
export function forgetPaymentLeaving(method: RedirectAction['paymentMethodType']): void {
  attempt = null;
  update({ choice: null, notice: null, leaving: method });
}

export const dismissPaymentNotice = () => {
  if (state.notice !== null) update({ ...state, notice: null });
};

export const paymentState = (): PaymentState => state;

export function usePaymentState(): PaymentState {
  return useSyncExternalStore(subscribe, paymentState, () => EMPTY);
}

/**
 * The Idempotency-Key of placing the order with `body`: a retry of the same attempt (the same
 * body, after a failed connection) keeps its key, so the server answers it instead of placing
 * it twice; any other body is a new attempt with a new key.
 */
export function attemptKey(body: unknown): string {
  const sent = JSON.stringify(body);
  if (attempt?.body !== sent) attempt = { key: crypto.randomUUID(), body: sent };
  return attempt.key;
}

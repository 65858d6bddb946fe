/**
 * What /complete shows for an order and the payment return it came back with (if any), decided
 * in one place from the return this tab kept (store/payment-returns.ts), what is happening to it
 * on this page now, and the order as the server has it:
 *  - order: the order as it stands (paid, pending — asked again while it waits —, cancelled),
 *    with why its payment was refused when this return was;
 *  - completing: the return is being sent to the shop;
 *  - cancelled: the payer cancelled on PayPal's page: nothing to send, the bag kept;
 *  - confirm: a PayPal express order approved on PayPal's page waits for the shopper's
 *    agreements (and a total changed by PayPal's address) before it is paid;
 *  - invalid: a return the shop cannot use (another order's, used before, no approval);
 *  - address: the shop cannot deliver to the address chosen on PayPal;
 *  - retry: the return could not be sent (no connection, a server failure): Try again.
 * A paid order is always shown as paid, whatever the return said.
 */
import type { OrderDetails } from '../../../shared/api/order';
import type { KeptReturn } from '../store/payment-returns';
import type { RefusalReason, RetryReason } from './return-outcome';

/** What is happening to the return on this page now (nothing once it is settled or waiting). */
export type ReturnActivity =
  | { kind: 'sending' }
  | { kind: 'retry'; reason: RetryReason }
  | { kind: 'address' }
  /** another request is completing this very return: the order is shown as it is */
  | { kind: 'elsewhere' }
  /** Pay now pressed offline: refused before anything was sent */
  | { kind: 'offline' };

export type ReturnView =
  | { kind: 'order'; refusal: RefusalReason | null }
  | { kind: 'completing' }
  | { kind: 'cancelled' }
  | { kind: 'invalid' }
  | { kind: 'address' }
  | { kind: 'retry'; reason: RetryReason }
  | {
      kind: 'confirm';
      /** the total to confirm when PayPal's address changed it */
      newTotal: { total: number; currency: string } | null;
      sending: boolean;
      /** why the last Pay now did not go through; NOT_SENT: offline, refused before sending */
      message: RetryReason | 'NOT_SENT' | null;
    };

/** A PayPal express order whose payer has not come back yet: no delivery address so far. */
export const isExpressWaiting = (order: OrderDetails): boolean =>
  order.status === 'AWAITING_PAYMENT' &&
  order.paymentMethod === 'paypal' &&
  order.deliveryAddress === null;

const AS_IT_IS: ReturnView = { kind: 'order', refusal: null };

export function returnView(
  kept: KeptReturn | null,
  activity: ReturnActivity | null,
  order: OrderDetails,
): ReturnView {
  if (!kept || order.status === 'PAID' || activity?.kind === 'elsewhere') return AS_IT_IS;
  const { settled } = kept;
  if (settled?.kind === 'refused') return { kind: 'order', refusal: settled.reason };
  if (settled?.kind === 'invalid') return { kind: 'invalid' };
  if (settled) return AS_IT_IS;
  if (kept.kind === 'paypal-cancelled') return { kind: 'cancelled' };
  if (activity?.kind === 'address') return { kind: 'address' };
  if (kept.kind === 'paypal' && (kept.express || isExpressWaiting(order))) {
    if (order.status !== 'AWAITING_PAYMENT') return AS_IT_IS;
    const message =
      activity?.kind === 'retry'
        ? activity.reason
        : activity?.kind === 'offline'
          ? 'NOT_SENT'
          : null;
    return {
      kind: 'confirm',
      newTotal: kept.newTotal,
      sending: activity?.kind === 'sending',
      message,
    };
  }
  if (activity?.kind === 'retry') return { kind: 'retry', reason: activity.reason };
  // a PayPal order no longer waiting has nothing left to complete
  if (kept.kind === 'paypal' && order.status !== 'AWAITING_PAYMENT') return AS_IT_IS;
  return { kind: 'completing' };
}

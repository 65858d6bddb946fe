/**
 * Reserving the session's order for a payment (reserve-order.ts) with the choices of its
 * method: a PayPal express order from the basket has no address yet and is priced with the
 * cart's shipping option or the site's first (order-choices.ts); any other order needs the
 * whole shipping step. When an order of the session still waits for its payment — the
 * shopper left a 3-D Secure, PayPal or bank page unanswered, cancelled on PayPal's page, or
 * left a bank payment pending, and now pays another way — that order is settled first by what
 * the provider holds (reconcile-orders.ts settleWaitingOrder): a payment waiting for the
 * shopper is cancelled at the provider, the old order cancelled and its units given back, and
 * the new one reserved. An order whose payment is authorised is made PAID instead; one the
 * provider has no answer for yet (its payment may be on its way), or a provider that cannot be
 * asked, keeps the shopper waiting: 409 ORDER_IN_PROGRESS, as before.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PaymentBody } from '../../shared/api/checkout-payment';
import { requestPricer } from '../cart/cart-pricer';
import { orders } from '../db/schema';
import { reconcileProvider } from '../orders/reconcile-plugin';
import { reserveInstead } from '../orders/order-dry-run';
import type { OrderRequest } from '../orders/order-request';
import { settleWaitingOrder } from '../orders/reconcile-orders';
import { reserveOrder, type ReserveOutcome } from '../orders/reserve-order';
import { boundSession } from '../session/session-bound';
import { expressChoices, orderChoices, withDefaultShipping } from './order-choices';

export const isExpress = (body: PaymentBody): boolean =>
  body.paymentMethod === 'paypal' && body.express === true;

function orderRequest(request: FastifyRequest, body: PaymentBody): OrderRequest {
  const express = isExpress(body);
  const price = requestPricer(request);
  return {
    session: boundSession(request),
    // an account session's order is the account's: its history and details read it by that
    ...(request.sessionAccountId === null ? {} : { accountId: request.sessionAccountId }),
    site: request.site.siteTag,
    language: request.language,
    price: express ? withDefaultShipping(price) : price,
    checkout: express ? expressChoices : orderChoices(body.paymentMethod, request.site.agreements),
    ...(body.expectedTotal === undefined ? {} : { expectedTotal: body.expectedTotal }),
  };
}

/** Whether the waiting order no longer waits (see above). */
async function releaseWaitingOrder(
  request: FastifyRequest,
  order: { id: string; reference: string },
): Promise<boolean> {
  const { db } = request.server;
  try {
    const how = { abandoned: true, keepUncharged: true };
    const outcome = await settleWaitingOrder(db, reconcileProvider(request.server), order, how);
    return outcome !== 'waiting';
  } catch (error) {
    request.log.warn({ err: error }, 'a waiting order could not be settled');
    return false;
  }
}

/** The session's order reserved for `body`'s payment, or the refusal to answer. */
export async function reserveForPayment(
  request: FastifyRequest,
  body: PaymentBody,
): Promise<ReserveOutcome> {
  const { db } = request.server;
  const wanted = orderRequest(request, body);
  const first = await reserveOrder(db, wanted);
  if (first.outcome !== 'in-progress') return first;
  const [waiting] = await db
    .select({ id: orders.id, reference: orders.reference })
    .from(orders)
    .where(
      and(
        eq(orders.reference, first.reference),
        eq(orders.sessionId, wanted.session.id),
        eq(orders.status, 'AWAITING_PAYMENT'),
      ),
    );
  if (waiting) {
    const instead = await reserveInstead(db, wanted, waiting);
    if (instead.outcome !== 'possible') return instead;
    if (!(await releaseWaitingOrder(request, waiting))) return first;
  }
  return reserveOrder(db, wanted);
}

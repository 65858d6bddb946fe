/**
 * Completing a payment after its provider page (docs/api.md "Placing an order", docs/payments.md):
 * the 3-D Secure page sends the shopper back to the review step, the bank's and Alipay's pages
 * to /complete, each with a redirectResult, which the shop hands to the provider for the
 * payment's outcome — never the query's statusCode, which only says what to show meanwhile.
 * Only an order of the shopper's own session is completed, and only with a result of that
 * order's payment; a repeat answers the order as it is now.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../shared/api/api-error';
import type { PaymentDetailsBody } from '../../shared/api/checkout-payment';
import { orders } from '../db/schema';
import { notFound, unprocessable } from '../http/api-error';
import type { StoredResponse } from '../idempotency/idempotency-store';
import { boundSession } from '../session/session-bound';
import { settleByAnswer } from './order-payment';

export const orderNotFound = () => notFound('No such order', 'ORDER_NOT_FOUND');

/** One provider key per redirect result: a repeat is answered, never completed twice. */
const detailsKey = (redirectResult: string) =>
  `details:${createHash('sha256').update(redirectResult).digest('base64url')}`;

export async function completePayment(
  request: FastifyRequest,
  body: PaymentDetailsBody,
): Promise<StoredResponse> {
  const { db, paymentProvider } = request.server;
  const session = boundSession(request);
  const [order] = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      total: orders.total,
      currency: orders.currency,
    })
    .from(orders)
    .where(and(eq(orders.reference, body.orderReference), eq(orders.sessionId, session.id)));
  if (!order) throw orderNotFound();
  const answered = {
    orderReference: order.reference,
    total: order.total,
    currency: order.currency,
  };
  if (order.status === 'PAID') return { status: 200, body: { ...answered, status: 'PAID' } };
  if (order.status !== 'AWAITING_PAYMENT')
    throw new ApiError(422, 'ADRESULT_REFUSED', 'The payment of this order was not authorised', {
      orderReference: order.reference,
    });
  const response = await paymentProvider.details(
    body.redirectResult,
    detailsKey(body.redirectResult),
  );
  // a result of another order's payment completes nothing here
  if (response.merchantReference !== order.reference)
    throw unprocessable('REDIRECT_RESULT_INVALID', 'This redirect result is not of this order');
  return settleByAnswer(db, order, response);
}

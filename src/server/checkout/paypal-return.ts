/**
 * PUT /api/checkout/payment/{orderReference} (spec §7; docs/payments.md "PayPal"): PayPal's
 * page sent the payer back to /complete with utr, pgTransactionId and status, and the app hands
 * them over as they came. `{orderReference}` is the order's reference, which the return URL
 * names. The return is used only when it has a utr, its pgTransactionId is not the text "null"
 * and its status is not cancelled (spec §5; else 422 EXPRESS_MISSING), for a PayPal order of
 * this session (404 ORDER_NOT_FOUND for any other) and when the utr is the provider's reference
 * of that order's payment (422 REDIRECT_RESULT_INVALID: a return of another order). The
 * provider then charges the approval only with its own pgTransactionId, so a return altered,
 * copied or replayed charges nothing; a repeat of a completed one answers the order as it is.
 * An express order first takes PayPal's address and is priced again (express-order.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../shared/api/api-error';
import type { PayPalReturnBody } from '../../shared/api/checkout-payment';
import { NO_PAYPAL_TRANSACTION } from '../../shared/payments/provider-paypal-api';
import { orders } from '../db/schema';
import { unprocessable } from '../http/api-error';
import type { StoredResponse } from '../idempotency/idempotency-store';
import type { OrderSnapshot } from '../orders/order-snapshot';
import { boundSession } from '../session/session-bound';
import { requireAgreements } from './agreements';
import { prepareExpressOrder } from './express-order';
import { settleByAnswer } from './order-payment';
import { orderNotFound } from './payment-details';

/** The provider's Idempotency-Key of a PayPal completion: one charge per approval. */
const completionKey = (utr: string) => `paypal:${utr}`;

function approvedReturn(body: PayPalReturnBody): { utr: string; pgTransactionId: string } {
  const { utr, pgTransactionId, status } = body;
  if (
    !utr ||
    !pgTransactionId ||
    pgTransactionId === NO_PAYPAL_TRANSACTION ||
    status !== 'approved'
  )
    throw new ApiError(
      422,
      'EXPRESS_MISSING',
      'This PayPal return carries no approval: the payer did not pay with PayPal',
    );
  return { utr, pgTransactionId };
}

export async function completePayPalOrder(
  request: FastifyRequest,
  reference: string,
  body: PayPalReturnBody,
): Promise<StoredResponse> {
  const { utr, pgTransactionId } = approvedReturn(body);
  const { db, paymentProvider } = request.server;
  const [order] = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      total: orders.total,
      currency: orders.currency,
      snapshot: orders.snapshot,
      paymentReference: orders.paymentReference,
    })
    .from(orders)
    .where(and(eq(orders.reference, reference), eq(orders.sessionId, boundSession(request).id)));
  const snapshot = order?.snapshot as OrderSnapshot | undefined;
  if (!order || snapshot?.paymentMethod !== 'paypal') throw orderNotFound();
  const answered = {
    orderReference: order.reference,
    total: order.total,
    currency: order.currency,
  };
  if (order.paymentReference !== utr)
    throw unprocessable('REDIRECT_RESULT_INVALID', 'This PayPal return is not of this order');
  if (order.status === 'PAID') return { status: 200, body: { ...answered, status: 'PAID' } };
  if (order.status !== 'AWAITING_PAYMENT')
    throw new ApiError(422, 'ADRESULT_REFUSED', 'The payment of this order was not authorised', {
      orderReference: order.reference,
    });
  const approved = { pspReference: utr, pgTransactionId };
  // an express order meets its review here: the address PayPal gave, the total, the agreements
  if (snapshot.express) requireAgreements(request.site.agreements, body.agreements);
  const payable = snapshot.express
    ? await prepareExpressOrder(
        request,
        { ...order, addressTaken: snapshot.deliveryAddress !== null },
        approved,
        body.expectedTotal,
      )
    : order;
  const response = await paymentProvider.details(approved, completionKey(utr));
  if (response.merchantReference !== order.reference)
    throw unprocessable('REDIRECT_RESULT_INVALID', 'This PayPal return is not of this order');
  return settleByAnswer(db, payable, response);
}

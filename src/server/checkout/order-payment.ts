/**
 * Paying an order (docs/api.md "Placing an order", docs/payments.md, DESIGN §5 "Payments"):
 * 1. the method must be one the site takes (shared/payments/site-payment-methods.ts), else
 *    422 PAYMENT_METHOD_UNAVAILABLE and nothing stored;
 * 2. the order is reserved from the session's cart (place-order.ts): totals priced again,
 *    stock taken, the order stored AWAITING_PAYMENT before the provider hears of it;
 * 3. the provider is asked to authorise the order's total, with the order reference as the
 *    merchant reference and one provider Idempotency-Key per order, so it charges at most once;
 * 4. its answer settles the order: authorised → PAID (the bag emptied of what was bought),
 *    refused → CANCELLED (stock given back, the bag kept), a page to send the shopper to
 *    (3-D Secure, PayPal, the bank, Alipay) or a pending payment → left AWAITING_PAYMENT for
 *    the page's return or the reconciliation, with the provider's reference noted.
 * When the provider cannot be heard (503, a network failure) the charge's fate is unknown: the
 * order stays AWAITING_PAYMENT and reconcile-orders.ts settles it by the provider's own list.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../shared/api/api-error';
import type { PaymentBody, PlacedOrder } from '../../shared/api/checkout-payment';
import { currencyDecimals } from '../../shared/domain/currency';
import type { PaymentResponse } from '../../shared/payments/provider-api';
import { acceptsPayment } from '../../shared/payments/site-payment-methods';
import type { Database } from '../db/client';
import type { StoredResponse } from '../idempotency/idempotency-store';
import type { ReservedOrder } from '../orders/reserve-order';
import {
  cancelOrder,
  discardOrder,
  markOrderPaid,
  notePaymentReference,
} from '../orders/settle-order';
import { shopOutcome, toProviderMinorUnits } from '../payments/provider-outcome';
import { requireAgreements } from './agreements';
import { refusalError } from './order-refusals';
import { providerPaymentOf } from './payment-request';
import { isExpress, reserveForPayment } from './place-order';

/** What settling needs of an order: its row id, reference and total. */
export type PayableOrder = Pick<ReservedOrder, 'id' | 'reference' | 'total' | 'currency'>;

/** The provider's Idempotency-Key of an order's authorisation: one charge per order. */
const providerKey = (reference: string) => `order:${reference}`;

/** The order's total in the provider's (ISO 4217) minor units. */
export const providerAmount = (request: FastifyRequest, order: PayableOrder) => ({
  value: toProviderMinorUnits(
    order.total,
    currencyDecimals(request.site.countryCode),
    order.currency,
  ),
  currency: order.currency,
});

function placed(
  order: PayableOrder,
  status: PlacedOrder['status'],
  extra: Partial<PlacedOrder> = {},
) {
  const body: PlacedOrder = {
    orderReference: order.reference,
    status,
    total: order.total,
    currency: order.currency,
    ...extra,
  };
  return body;
}

/** Settles `order` by the provider's answer, and gives the shopper's answer. */
export async function settleByAnswer(
  db: Database,
  order: PayableOrder,
  response: PaymentResponse,
): Promise<StoredResponse> {
  const outcome = shopOutcome(response);
  switch (outcome.kind) {
    case 'authorised':
      await markOrderPaid(db, order.id, { reference: outcome.pspReference });
      return { status: 200, body: placed(order, 'PAID') };
    case 'action':
      await notePaymentReference(db, order.id, outcome.pspReference);
      return { status: 200, body: placed(order, 'AWAITING_PAYMENT', { action: outcome.action }) };
    case 'pending':
      await notePaymentReference(db, order.id, outcome.pspReference);
      return { status: 202, body: placed(order, 'AWAITING_PAYMENT', { code: 'PENDING' }) };
    case 'refused':
    case 'failed': {
      await cancelOrder(db, order.id, `${outcome.code}: ${outcome.reason}`);
      const error = new ApiError(422, outcome.code, outcome.reason, {
        orderReference: order.reference,
        refusalReason: outcome.reason,
      });
      return { status: 422, body: error.toBody() };
    }
  }
}

/** Places and pays the session's order (see above); throws the refusals as ApiErrors. */
export async function payOrder(
  request: FastifyRequest,
  body: PaymentBody,
): Promise<StoredResponse> {
  const { server: app, site } = request;
  if (!acceptsPayment(site.countryCode, body.paymentMethod, isExpress(body)))
    throw new ApiError(
      422,
      'PAYMENT_METHOD_UNAVAILABLE',
      `This site does not take ${body.paymentMethod}${isExpress(body) ? ' express' : ''} payments`,
    );
  // every agreement of the site ticked at review; a PayPal express order, placed from the basket
  // before there is a review, is held to them when it is completed (paypal-return.ts)
  if (!isExpress(body)) requireAgreements(site.agreements, body.agreements);
  const reserved = await reserveForPayment(request, body);
  if (reserved.outcome !== 'reserved') throw refusalError(reserved);
  const { order } = reserved;
  let response: PaymentResponse;
  try {
    response = await app.paymentProvider.authorise(
      {
        orderReference: order.reference,
        amount: providerAmount(request, order),
        ...providerPaymentOf(request, body, order),
      },
      providerKey(order.reference),
    );
  } catch (error) {
    // The provider's own 4xx took no payment (card data or a wallet token it cannot use): the
    // order is undone as if never placed. Anything else leaves the charge's fate unknown, and
    // the order to the reconciliation.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500)
      await discardOrder(app.db, order.id);
    throw error;
  }
  return settleByAnswer(app.db, order, response);
}

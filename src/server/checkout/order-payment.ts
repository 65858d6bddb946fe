/**
 * Paying an order with a card (docs/api.md "Placing an order", DESIGN §5 "Payments"):
 * 1. the order is reserved from the session's cart (reserve-order.ts): totals priced again,
 *    stock taken, the order stored AWAITING_PAYMENT before the provider hears of it;
 * 2. the provider is asked to authorise the order's total, with the order reference as the
 *    merchant reference and one provider Idempotency-Key per order, so it charges at most once;
 * 3. its answer settles the order: authorised → PAID (the bag emptied of what was bought),
 *    refused → CANCELLED (stock given back, the bag kept), a 3-D Secure action or a pending
 *    payment → left AWAITING_PAYMENT for details() or the reconciliation.
 * When the provider cannot be heard (503, a network failure) the charge's fate is unknown: the
 * order stays AWAITING_PAYMENT and reconcile-orders.ts settles it by the provider's own list.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../shared/api/api-error';
import type { PaymentBody, PlacedOrder } from '../../shared/api/checkout-payment';
import { currencyDecimals } from '../../shared/domain/currency';
import { localeBase } from '../../shared/locale/locale-url';
import { requestPricer } from '../cart/cart-pricer';
import type { Database } from '../db/client';
import type { StoredResponse } from '../idempotency/idempotency-store';
import { reserveOrder, type ReservedOrder } from '../orders/reserve-order';
import { cancelOrder, discardOrder, markOrderPaid } from '../orders/settle-order';
import type { OrderCard } from '../payments/provider-client';
import { shopOutcome, toProviderMinorUnits } from '../payments/provider-outcome';
import type { PaymentResponse } from '../../shared/payments/provider-api';
import { boundSession } from '../session/session-bound';
import { orderChoices } from './order-choices';
import { refusalError } from './order-refusals';
import { shopperOf } from './shopper-reference';

/** What settling needs of an order: its row id, reference and total. */
export type PayableOrder = Pick<ReservedOrder, 'id' | 'reference' | 'total' | 'currency'>;

/** The provider's Idempotency-Key of an order's authorisation: one charge per order. */
const providerKey = (reference: string) => `order:${reference}`;

/**
 * Where the 3-D Secure page sends the shopper back: the review step of the site and language
 * they ordered in, naming the order; the page completes it with POST …/payment/details.
 */
function returnUrl(request: FastifyRequest, reference: string): string {
  const base = localeBase(request.site.folder, request.language);
  const query = new URLSearchParams({ orderReference: reference });
  return `${request.protocol}://${request.host}${base}/checkout/review?${query.toString()}`;
}

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
      return { status: 200, body: placed(order, 'AWAITING_PAYMENT', { action: outcome.action }) };
    case 'pending':
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

function orderCard(body: PaymentBody): OrderCard {
  if ('storedPaymentMethodId' in body.card) return body.card;
  return { ...body.card, ...(body.holderName ? { holderName: body.holderName } : {}) };
}

/** Places and pays the session's order (see above); throws the refusals as ApiErrors. */
export async function payOrder(
  request: FastifyRequest,
  body: PaymentBody,
): Promise<StoredResponse> {
  const { server: app, site } = request;
  const session = boundSession(request);
  const missing = site.agreements.filter((id) => !body.agreements.includes(id));
  if (missing.length > 0)
    throw new ApiError(422, 'AGREEMENTS_REQUIRED', 'Every agreement must be accepted', {
      missing,
    });
  const reserved = await reserveOrder(app.db, {
    session,
    site: site.siteTag,
    language: request.language,
    price: requestPricer(request),
    checkout: orderChoices(body.paymentMethod, site.agreements),
    expectedTotal: body.expectedTotal,
  });
  if (reserved.outcome !== 'reserved') throw refusalError(reserved);
  const { order } = reserved;
  let response: PaymentResponse;
  try {
    response = await app.paymentProvider.authorise(
      {
        orderReference: order.reference,
        amount: {
          value: toProviderMinorUnits(
            order.total,
            currencyDecimals(site.countryCode),
            order.currency,
          ),
          currency: order.currency,
        },
        card: orderCard(body),
        ...(body.storeCard ? { storeCard: true } : {}),
        // a card is stored for, and a stored card pays only for, the session's shopper
        ...(body.storeCard || 'storedPaymentMethodId' in body.card
          ? { shopperReference: shopperOf(session.id) }
          : {}),
        returnUrl: returnUrl(request, order.reference),
      },
      providerKey(order.reference),
    );
  } catch (error) {
    // The provider's own 4xx took no payment (card data it cannot use): the order is undone
    // as if never placed. Anything else leaves the charge's fate unknown, and the order to
    // the reconciliation.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500)
      await discardOrder(app.db, order.id);
    throw error;
  }
  return settleByAnswer(app.db, order, response);
}

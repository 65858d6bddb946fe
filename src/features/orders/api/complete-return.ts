import type { ApiClient } from '../../../platform/http/api-client';
import type {
  PayPalReturnBody,
  PaymentDetailsBody,
  PlacedOrder,
} from '../../../shared/api/checkout-payment';
import { CHECKOUT_API } from '../../../shared/api/checkout-paths';
import { IDEMPOTENCY_HEADER } from '../../../shared/api/paths';

/**
 * PUT /api/checkout/payment/{orderReference}: completes a PayPal order with what PayPal's page
 * returned (and, for an express order, the agreements and the total the shopper confirmed),
 * under the return's own Idempotency-Key: a repeat is answered, never charged twice.
 */
export const completePayPalReturn = (
  api: ApiClient,
  orderReference: string,
  body: PayPalReturnBody,
  key: string,
) =>
  api.fetch<PlacedOrder>(CHECKOUT_API.checkoutPaymentOf(orderReference), {
    method: 'PUT',
    body,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });

/** POST /api/checkout/payment/details: the bank's or Alipay's result, for the payment's outcome. */
export const completeRedirectReturn = (api: ApiClient, body: PaymentDetailsBody) =>
  api.fetch<PlacedOrder>(CHECKOUT_API.checkoutPaymentDetails, { method: 'POST', body });

/**
 * Each completion is sent once at a time per page: React's development mode runs an effect
 * twice, and a remount while it is on its way must wait for the same answer rather than send
 * it again. Once answered it may be sent again (Try again after a failed connection; a reload
 * sends what the kept return says).
 */
const sending = new Map<string, Promise<PlacedOrder>>();

export function sendOnce(id: string, send: () => Promise<PlacedOrder>): Promise<PlacedOrder> {
  let sent = sending.get(id);
  if (!sent) {
    sent = send();
    sending.set(id, sent);
    const forget = () => sending.delete(id);
    sent.then(forget, forget);
  }
  return sent;
}

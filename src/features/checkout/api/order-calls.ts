import type { InvisibleCaptcha } from '../../../platform/captcha/challenge-requests';
import type { ApiClient } from '../../../platform/http/api-client';
import type {
  PaymentBody,
  PaymentDetailsBody,
  PlacedOrder,
} from '../../../shared/api/checkout-payment';
import { CHECKOUT_API } from '../../../shared/api/checkout-paths';
import { IDEMPOTENCY_HEADER } from '../../../shared/api/paths';

/**
 * POST /api/checkout/payment: places and pays the session's order (docs/api.md "Placing an
 * order"), under the attempt's Idempotency-Key, so a retry of the same attempt is answered
 * rather than placed again. It takes part in the captcha (docs/api.md "Captcha"): with the
 * invisible token where the site enables it, and a 428 answered by the challenge dialog.
 */
export const placeOrder = (
  api: ApiClient,
  body: PaymentBody,
  key: string,
  captcha: InvisibleCaptcha,
) =>
  api.fetch<PlacedOrder>(CHECKOUT_API.checkoutPayment, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: key },
    captcha,
  });

/** POST /api/checkout/payment/details: completes the payment after the 3-D Secure page. */
export const completePayment = (api: ApiClient, body: PaymentDetailsBody) =>
  api.fetch<PlacedOrder>(CHECKOUT_API.checkoutPaymentDetails, { method: 'POST', body });

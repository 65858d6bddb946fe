import type { ApiClient } from '../../../platform/http/api-client';
import type { ShopApplePaySession } from '../../../shared/api/apple-pay-session';
import { CHECKOUT_API } from '../../../shared/api/checkout-paths';

/**
 * POST /api/checkout/apple-pay/session: the merchant session Apple Pay's sheet asks for, which
 * the shop obtains from its payment provider. The event's validation URL is not sent: the
 * provider (Adyen's /applePay/sessions) asks Apple itself, with its own certificate.
 */
export const fetchApplePaySession = (api: ApiClient) =>
  api.fetch<ShopApplePaySession>(CHECKOUT_API.applePaySession, { method: 'POST', body: {} });

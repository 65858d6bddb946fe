/**
 * POST /api/checkout/apple-pay/session: the merchant session Apple Pay's sheet asks the shop for
 * in its merchantvalidation event (docs/payments.md "Wallets"), obtained from the payment
 * provider through its client (Adyen's /applePay/sessions) and answered decoded, for the app to
 * complete the event with.
 *
 * What the provider is asked comes from the shop's side, never from the shopper:
 *  - the domain is the host the shop is served on, from the Host header (X-Forwarded-Host
 *    behind a trusted proxy, TRUST_PROXY), which must be the domain registered and verified
 *    for the merchant. The shop keeps no list of its own hosts to check it against; a request
 *    naming another host is refused by the browser's sheet, whose session would not match the
 *    page, and a cross-site call by the shop (http/cross-site.ts);
 *  - the merchant identifier is the site's merchant account (its public id), as the app's
 *    sheet request names it (platform/payments/wallet-request.ts);
 *  - the display name is the store's one canonical name: Apple asks that it not be localised.
 * Refusals: 422 PAYMENT_METHOD_UNAVAILABLE where the site does not take Apple Pay or the
 * provider refuses the shop's own request (a merchant or domain it does not hold: nothing the
 * shopper can change), 400 for a Host that is not a host name, 503 SERVICE_UNAVAILABLE when the
 * provider cannot be asked.
 */
import type { FastifyRequest } from 'fastify';
import { Value } from 'typebox/value';
import { ApiError } from '../../shared/api/api-error';
import type { ShopApplePaySession } from '../../shared/api/apple-pay-session';
import { applePayMerchantIdentifier } from '../../shared/payments/apple-pay-merchant';
import { HostNameSchema } from '../../shared/payments/provider-apple-pay-api';
import { acceptsPayment } from '../../shared/payments/site-payment-methods';
import { badRequest, unprocessable } from '../http/api-error';

/** The store's canonical name on Apple Pay's sheet (64 characters at most, never localised). */
export const APPLE_PAY_DISPLAY_NAME = 'Vitrine';

const unavailable = (why: string) =>
  unprocessable('PAYMENT_METHOD_UNAVAILABLE', `Apple Pay cannot be used here: ${why}`);

/** The host name the request reached the shop on, lower case, or 400. */
function shopDomain(request: FastifyRequest): string {
  const domain = request.hostname.toLowerCase();
  if (!Value.Check(HostNameSchema, domain))
    throw badRequest('The shop is not served on a host name Apple Pay can validate');
  return domain;
}

export async function applePaySessionOf(request: FastifyRequest): Promise<ShopApplePaySession> {
  const { site, server } = request;
  if (!acceptsPayment(site.countryCode, 'applepay'))
    throw unavailable('this site does not take Apple Pay');
  const domainName = shopDomain(request);
  try {
    return await server.paymentProvider.applePaySession({
      displayName: APPLE_PAY_DISPLAY_NAME,
      domainName,
      merchantIdentifier: applePayMerchantIdentifier(site.sitePublicId ?? site.siteTag),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500)
      throw unavailable(`the payment provider refused the merchant validation (${error.code})`);
    throw error;
  }
}

/**
 * POST /api/checkout/apple-pay/session (docs/api.md "Placing an order", docs/payments.md
 * "Wallets"): the merchant session Apple Pay's sheet asks for in its merchantvalidation event,
 * obtained by the shop from its payment provider for the domain the shop is served on and the
 * site's merchant account. Bound to the shopping session like the other checkout calls; the
 * body is empty, since everything the provider is asked comes from the shop's side.
 */
import { Type, type Static } from 'typebox';
import { ApplePayMerchantSessionSchema } from '../payments/provider-apple-pay-api';
import { SessionSiteQuerySchema } from './contract';
import { ApiErrorBodySchema } from './error-body';

export const ApplePaySessionBodySchema = Type.Object({}, { additionalProperties: false });
export type ApplePaySessionBody = Static<typeof ApplePaySessionBodySchema>;

/** The opaque session as Apple's Payment Session endpoint answers it: the sheet takes it whole. */
export const ShopApplePaySessionSchema = ApplePayMerchantSessionSchema;
export type ShopApplePaySession = Static<typeof ShopApplePaySessionSchema>;

export const applePaySessionSchemas = {
  session: {
    querystring: SessionSiteQuerySchema,
    body: ApplePaySessionBodySchema,
    response: { 200: ShopApplePaySessionSchema, '4xx': ApiErrorBodySchema },
  },
};

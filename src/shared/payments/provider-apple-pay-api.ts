/**
 * Apple Pay's merchant validation at the provider (docs/payments.md "Wallets"), in Adyen's
 * shape: POST /applePay/sessions { displayName, domainName, merchantIdentifier } answers
 * { data }, the base64 of the opaque merchant session Apple's Payment Session endpoint returns
 * ("Requesting an Apple Pay payment session"), which the browser's merchantvalidation event is
 * completed with. A call only the shop makes: it needs the merchant key, like the others.
 */
import { Type, type Static } from 'typebox';
import { ApiErrorBodySchema } from '../api/error-body';
import { Text } from '../api/text';

/** A DNS host name (RFC 1123 labels): what `window.location.hostname` is, never a port or path. */
export const HostNameSchema = Text({
  minLength: 1,
  maxLength: 253,
  pattern:
    '^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$',
});

export const ApplePaySessionRequestSchema = Type.Object(
  {
    /** the store's canonical name, not localised: Apple allows 64 characters */
    displayName: Text({ minLength: 1, maxLength: 64 }),
    /** the shop's host name, as registered (and verified) for the merchant */
    domainName: HostNameSchema,
    /** the merchant's Apple Pay id, `merchant.<account>` */
    merchantIdentifier: Text({
      minLength: 10,
      maxLength: 128,
      pattern: '^merchant\\.[A-Za-z0-9][A-Za-z0-9._-]*$',
    }),
  },
  { additionalProperties: false },
);
export type ApplePaySessionRequest = Static<typeof ApplePaySessionRequestSchema>;

/** Adyen's answer: the merchant session as base64-encoded JSON. */
export const ApplePaySessionResponseSchema = Type.Object({ data: Type.String() });
export type ApplePaySessionResponse = Static<typeof ApplePaySessionResponseSchema>;

/**
 * The opaque merchant session, as Apple's Payment Session endpoint answers it: the browser
 * takes it whole. Times are milliseconds since 1970; it expires five minutes after it was made
 * and opens one sheet.
 */
export const ApplePayMerchantSessionSchema = Type.Object({
  epochTimestamp: Type.Integer(),
  expiresAt: Type.Integer(),
  merchantSessionIdentifier: Type.String(),
  nonce: Type.String(),
  /** an opaque identifier of the merchant (64 hexadecimal digits), not its Apple Pay id */
  merchantIdentifier: Type.String(),
  domainName: Type.String(),
  displayName: Type.String(),
  /** hexadecimal */
  signature: Type.String(),
});
export type ApplePayMerchantSession = Static<typeof ApplePayMerchantSessionSchema>;

export const applePaySchemas = {
  sessions: {
    body: ApplePaySessionRequestSchema,
    response: { 200: ApplePaySessionResponseSchema, '4xx': ApiErrorBodySchema },
  },
};

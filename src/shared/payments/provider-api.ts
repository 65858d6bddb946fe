/**
 * The wire contract of the test payment provider under /pay/v1 (DESIGN §1, §5 "Payments"),
 * kept close to Adyen's Checkout API (POST /payments, POST /payments/details, POST
 * /payments/{pspReference}/cancels, `resultCode`, `pspReference`, `action`, `refusalReason`), so
 * a real provider's client can take the place of the local one behind
 * src/server/payments/provider-client.ts. The payment methods are in provider-methods-api.ts,
 * PayPal's own calls in provider-paypal-api.ts; docs/payments.md describes them all.
 */
import { Type, type Static } from 'typebox';
import { ApiErrorBodySchema } from '../api/error-body';
import { Text } from '../api/text';
import {
  PaymentMethodSchema,
  PROVIDER_METHOD_TYPES,
  ProviderAddressSchema,
} from './provider-methods-api';

export { PAY_API } from './provider-paths';

/** What a payment ended as (Adyen's resultCode values this provider uses). */
export const PAYMENT_RESULT_CODES = [
  'Authorised',
  'Refused',
  'Pending',
  'RedirectShopper',
  'Error',
] as const;
export type PaymentResultCode = (typeof PAYMENT_RESULT_CODES)[number];

/**
 * The `statusCode` the bank's and Alipay's pages send the shopper back to the shop with, beside
 * a redirectResult: what to show while the shop asks the provider, never what it believes.
 */
export const REDIRECT_STATUS_CODES = ['authorised', 'refused', 'pending'] as const;
export type RedirectStatusCode = (typeof REDIRECT_STATUS_CODES)[number];

/** An Adyen-style merchant reference: the shop's order reference, at most 80 characters. */
export const ReferenceSchema = Text({ minLength: 1, maxLength: 80, pattern: '^[\\w.:/-]+$' });
const Reference = ReferenceSchema;
/** The provider's reference of a payment (16 characters of its alphabet). */
export const PspReferenceSchema = Text({ minLength: 16, maxLength: 16, pattern: '^[A-Z2-9]{16}$' });
/** An ISO 4217 code; minor units are the currency's own (spec §9 decimals). */
const Currency = Text({ minLength: 3, maxLength: 3, pattern: '^[A-Z]{3}$' });

export const AmountSchema = Type.Object({
  /** minor units */
  value: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
  currency: Currency,
});
export type Amount = Static<typeof AmountSchema>;

export const PaymentRequestSchema = Type.Object(
  {
    /** the shop's order reference: one live payment per reference */
    reference: Reference,
    amount: AmountSchema,
    paymentMethod: PaymentMethodSchema,
    /** store the card and answer a storedPaymentMethodId for later payments */
    storePaymentMethod: Type.Optional(Type.Boolean()),
    /** the shopper a stored card belongs to */
    shopperReference: Type.Optional(Text({ minLength: 1, maxLength: 256 })),
    /** where the provider's page (3-D Secure, PayPal, the bank) sends the shopper back */
    returnUrl: Text({ minLength: 8, maxLength: 1024, pattern: '^https?://[^\\s]+$' }),
    /** the shopper's country (ISO 3166-1): PayPal's express page offers the payer's addresses there */
    countryCode: Type.Optional(Text({ minLength: 2, maxLength: 2, pattern: '^[A-Z]{2}$' })),
    /** where the order goes: PayPal's page shows it to the payer */
    deliveryAddress: Type.Optional(ProviderAddressSchema),
  },
  { additionalProperties: false },
);
export type PaymentRequest = Static<typeof PaymentRequestSchema>;

/**
 * Where to send the shopper: GET `url`, or (Alipay) a form POST to `url` of the fields in
 * `data`, as Adyen's redirect action does for the methods whose page takes a POST.
 */
export const RedirectActionSchema = Type.Object({
  type: Type.Literal('redirect'),
  paymentMethodType: Type.Enum(PROVIDER_METHOD_TYPES),
  url: Type.String(),
  method: Type.Union([Type.Literal('GET'), Type.Literal('POST')]),
  data: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type RedirectAction = Static<typeof RedirectActionSchema>;

export const PaymentResponseSchema = Type.Object({
  resultCode: Type.Enum(PAYMENT_RESULT_CODES),
  pspReference: Type.String(),
  merchantReference: Type.String(),
  amount: AmountSchema,
  action: Type.Optional(RedirectActionSchema),
  refusalReason: Type.Optional(Type.String()),
  refusalReasonCode: Type.Optional(Type.String()),
  /** the method, and its brand: the card's (visa, mc …, also through a wallet) or the method's */
  paymentMethod: Type.Object({ type: Type.Enum(PROVIDER_METHOD_TYPES), brand: Type.String() }),
  /** Adyen's additionalData: `tokenization.storedPaymentMethodId`, `cardSummary`, `issuer` */
  additionalData: Type.Record(Type.String(), Type.String()),
});
export type PaymentResponse = Static<typeof PaymentResponseSchema>;

/** What the shopper carried back from a provider page (3-D Secure, the bank, Alipay). */
export const RedirectDetailsSchema = Type.Object(
  { redirectResult: Text({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);

/** PayPal's return: the payment (`utr` to the shop) and the transaction PayPal approved. */
export const PayPalDetailsSchema = Type.Object(
  { pspReference: PspReferenceSchema, pgTransactionId: Text({ minLength: 1, maxLength: 32 }) },
  { additionalProperties: false },
);

export const PaymentDetailsRequestSchema = Type.Object(
  { details: Type.Union([RedirectDetailsSchema, PayPalDetailsSchema]) },
  { additionalProperties: false },
);
export type PaymentDetailsRequest = Static<typeof PaymentDetailsRequestSchema>;

export const PaymentListQuerySchema = Type.Object(
  { merchantReference: Reference },
  { additionalProperties: false },
);

/** One change of a payment's status, kept in its history. */
export interface PaymentHistoryEntry {
  status: PaymentResultCode;
  at: string;
  reason?: string;
}

export const PaymentListSchema = Type.Object({
  payments: Type.Array(
    Type.Object({
      ...PaymentResponseSchema.properties,
      history: Type.Array(
        Type.Object({
          status: Type.String(),
          at: Type.String(),
          reason: Type.Optional(Type.String()),
        }),
      ),
    }),
  ),
});
export type PaymentList = Static<typeof PaymentListSchema>;

/** Adyen's POST /paymentMethods, for one shopper's stored cards. */
export const PaymentMethodsRequestSchema = Type.Object(
  { shopperReference: Text({ minLength: 1, maxLength: 256 }) },
  { additionalProperties: false },
);
export type PaymentMethodsRequest = Static<typeof PaymentMethodsRequestSchema>;

/** A stored card as Adyen lists it: never its number, only what the shopper recognises it by. */
export const StoredPaymentMethodSchema = Type.Object({
  /** what pays with it: paymentMethod.storedPaymentMethodId */
  id: Type.String(),
  type: Type.Literal('scheme'),
  /** the brand's payload code (visa, mc, amex, cup …) */
  brand: Type.String(),
  lastFour: Type.String(),
  /** "03" */
  expiryMonth: Type.String(),
  /** "2030" */
  expiryYear: Type.String(),
});
export type StoredPaymentMethod = Static<typeof StoredPaymentMethodSchema>;

export const PaymentMethodsSchema = Type.Object({
  /** newest first */
  storedPaymentMethods: Type.Array(StoredPaymentMethodSchema),
});
export type PaymentMethods = Static<typeof PaymentMethodsSchema>;

/** Adyen's DELETE /storedPaymentMethods/{storedPaymentMethodId}?shopperReference=… */
export const StoredPaymentMethodParamsSchema = Type.Object({
  storedPaymentMethodId: Text({ minLength: 1, maxLength: 64 }),
});
export const StoredPaymentMethodQuerySchema = Type.Object(
  { shopperReference: Text({ minLength: 1, maxLength: 256 }) },
  { additionalProperties: false },
);

export const PublicKeySchema = Type.Object({
  keyId: Type.String(),
  /** RSA-OAEP with SHA-256, 2048 bits, as a JSON Web Key */
  publicKey: Type.Object({
    kty: Type.Literal('RSA'),
    n: Type.String(),
    e: Type.String(),
    alg: Type.Literal('RSA-OAEP-256'),
  }),
});
export type ProviderPublicKey = Static<typeof PublicKeySchema>;

/** Adyen's POST /payments/{paymentPspReference}/cancels: the shop's merchant reference. */
export const CancelRequestSchema = Type.Object(
  { reference: Reference },
  { additionalProperties: false },
);

export const CancelResponseSchema = Type.Object({
  paymentPspReference: Type.String(),
  pspReference: Type.String(),
  reference: Type.String(),
  status: Type.Literal('received'),
});
export type CancelResponse = Static<typeof CancelResponseSchema>;

const errors = { '4xx': ApiErrorBodySchema };

export const paymentSchemas = {
  publicKey: { response: { 200: PublicKeySchema } },
  create: { body: PaymentRequestSchema, response: { 200: PaymentResponseSchema, ...errors } },
  details: {
    body: PaymentDetailsRequestSchema,
    response: { 200: PaymentResponseSchema, ...errors },
  },
  list: { querystring: PaymentListQuerySchema, response: { 200: PaymentListSchema, ...errors } },
  paymentMethods: {
    body: PaymentMethodsRequestSchema,
    response: { 200: PaymentMethodsSchema, ...errors },
  },
  disableStoredPaymentMethod: {
    params: StoredPaymentMethodParamsSchema,
    querystring: StoredPaymentMethodQuerySchema,
    response: { 204: Type.Null(), ...errors },
  },
  cancel: {
    params: Type.Object({ pspReference: PspReferenceSchema }),
    body: CancelRequestSchema,
    response: { 201: CancelResponseSchema, ...errors },
  },
  challenge: {
    params: Type.Object({ id: Text({ minLength: 1, maxLength: 64 }) }),
  },
};

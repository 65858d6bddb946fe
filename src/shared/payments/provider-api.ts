/**
 * The wire contract of the card payment provider under /pay/v1 (DESIGN §1, §5 "Payments"),
 * kept close to Adyen's Checkout API (POST /payments, POST /payments/details, `resultCode`,
 * `pspReference`, `action`, `refusalReason`), so a real provider's client can take the place of
 * the local one behind src/server/payments/provider-client.ts. docs/payments.md describes it.
 */
import { Type, type Static } from 'typebox';
import { ApiErrorBodySchema } from '../api/error-body';
import { Text } from '../api/text';
import { ENCRYPTED_FIELD_MAX_LENGTH } from './encrypted-field';

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

/** An Adyen-style merchant reference: the shop's order reference, at most 80 characters. */
const Reference = Text({ minLength: 1, maxLength: 80, pattern: '^[\\w.:/-]+$' });
const EncryptedField = Text({ minLength: 1, maxLength: ENCRYPTED_FIELD_MAX_LENGTH });
/** An ISO 4217 code; minor units are the currency's own (spec §9 decimals). */
const Currency = Text({ minLength: 3, maxLength: 3, pattern: '^[A-Z]{3}$' });

export const AmountSchema = Type.Object({
  /** minor units */
  value: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
  currency: Currency,
});
export type Amount = Static<typeof AmountSchema>;

/** Card details: the four fields encrypted in the browser (encrypt-card.ts), or a stored card. */
export const CardPaymentMethodSchema = Type.Object(
  {
    type: Type.Literal('scheme'),
    encryptedCardNumber: Type.Optional(EncryptedField),
    encryptedExpiryMonth: Type.Optional(EncryptedField),
    encryptedExpiryYear: Type.Optional(EncryptedField),
    encryptedSecurityCode: Type.Optional(EncryptedField),
    holderName: Type.Optional(Text({ minLength: 1, maxLength: 100 })),
    storedPaymentMethodId: Type.Optional(Text({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type CardPaymentMethod = Static<typeof CardPaymentMethodSchema>;

export const PaymentRequestSchema = Type.Object(
  {
    /** the shop's order reference: one live payment per reference */
    reference: Reference,
    amount: AmountSchema,
    paymentMethod: CardPaymentMethodSchema,
    /** store the card and answer a storedPaymentMethodId for later payments */
    storePaymentMethod: Type.Optional(Type.Boolean()),
    /** the shopper a stored card belongs to */
    shopperReference: Type.Optional(Text({ minLength: 1, maxLength: 256 })),
    /** where the 3-D Secure challenge sends the shopper back (http or https) */
    returnUrl: Text({ minLength: 8, maxLength: 1024, pattern: '^https?://[^\\s]+$' }),
  },
  { additionalProperties: false },
);
export type PaymentRequest = Static<typeof PaymentRequestSchema>;

export const RedirectActionSchema = Type.Object({
  type: Type.Literal('redirect'),
  paymentMethodType: Type.Literal('scheme'),
  url: Type.String(),
  method: Type.Literal('GET'),
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
  paymentMethod: Type.Object({ type: Type.Literal('scheme'), brand: Type.String() }),
  /** Adyen's additionalData: `tokenization.storedPaymentMethodId`, `cardSummary` */
  additionalData: Type.Record(Type.String(), Type.String()),
});
export type PaymentResponse = Static<typeof PaymentResponseSchema>;

export const PaymentDetailsRequestSchema = Type.Object(
  {
    details: Type.Object(
      { redirectResult: Text({ minLength: 1, maxLength: 128 }) },
      { additionalProperties: false },
    ),
  },
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
  challenge: {
    params: Type.Object({ id: Text({ minLength: 1, maxLength: 64 }) }),
  },
};

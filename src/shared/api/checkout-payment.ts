/**
 * Placing an order (spec §7 "order calls", docs/api.md "Placing an order", docs/payments.md):
 * POST /api/checkout/payment pays the session's cart — with a card, PayPal (also express, from
 * the basket), iDEAL or Alipay (a provider page, then /complete), or a wallet's token — and
 * answers the order; POST /api/checkout/payment/details completes a payment after its page
 * (3-D Secure, the bank, Alipay); PUT /api/checkout/payment/{orderReference} completes a PayPal
 * order with what PayPal's page returned. The card arrives only encrypted in the browser with
 * the provider's public key, or as a stored card's id: the shop never sees a card number.
 * Totals are the server's own; `expectedTotal` is only compared, so a shopper is never charged
 * a total other than the one they confirmed (at review, or on PayPal's page for express).
 */
import { Type, type Static } from 'typebox';
import { ENCRYPTED_FIELD_MAX_LENGTH } from '../payments/encrypted-field';
import { RedirectActionSchema } from '../payments/provider-api';
import { WALLET_TOKEN_MAX_LENGTH } from '../payments/provider-methods-api';
import { PAYPAL_RETURN_STATUSES } from '../payments/provider-paypal-api';
import { SessionSiteQuerySchema } from './contract';
import { ApiErrorBodySchema } from './error-body';
import { Text } from './text';

const Encrypted = Text({ minLength: 1, maxLength: ENCRYPTED_FIELD_MAX_LENGTH });

export const EncryptedCardSchema = Type.Object(
  {
    encryptedCardNumber: Encrypted,
    encryptedExpiryMonth: Encrypted,
    encryptedExpiryYear: Encrypted,
    encryptedSecurityCode: Encrypted,
  },
  { additionalProperties: false },
);

export const StoredCardSchema = Type.Object(
  { storedPaymentMethodId: Text({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

/** An order reference, "7KQ4M-2XD9B" (server/orders/order-reference.ts). */
export const OrderReferenceSchema = Text({
  pattern: '^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$',
  maxLength: 11,
});

/** The total the shopper confirmed, in the site's minor units. */
const ExpectedTotal = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
/** The ids of the agreements the shopper ticked at review. */
const Agreements = Type.Array(Text({ minLength: 1, maxLength: 64 }), { maxItems: 20 });

export const CardPaymentBodySchema = Type.Object(
  {
    paymentMethod: Type.Literal('creditcard'),
    card: Type.Union([EncryptedCardSchema, StoredCardSchema]),
    holderName: Type.Optional(Text({ minLength: 1, maxLength: 100 })),
    /** keep the card for the shopper's next orders */
    storeCard: Type.Optional(Type.Boolean()),
    /** the total the shopper confirmed at review, in the site's minor units */
    expectedTotal: ExpectedTotal,
    agreements: Agreements,
  },
  { additionalProperties: false },
);

/** PayPal from the payment step: the order as reviewed, approved on PayPal's page. */
export const PayPalPaymentBodySchema = Type.Object(
  {
    paymentMethod: Type.Literal('paypal'),
    express: Type.Optional(Type.Literal(false)),
    expectedTotal: ExpectedTotal,
    agreements: Agreements,
  },
  { additionalProperties: false },
);

/**
 * PayPal express from the basket, before any address: the payer approves the total on PayPal's
 * page (the bag with the site's first shipping option), and PayPal's address becomes the
 * delivery address when the order is completed (PUT …/payment/{orderReference}).
 */
export const PayPalExpressBodySchema = Type.Object(
  {
    paymentMethod: Type.Literal('paypal'),
    express: Type.Literal(true),
    /** the basket's total, when the app wants it checked now */
    expectedTotal: Type.Optional(ExpectedTotal),
    agreements: Type.Optional(Agreements),
  },
  { additionalProperties: false },
);

/** iDEAL (the bank chosen on its page) and Alipay: a provider page, then /complete. */
export const RedirectPaymentBodySchema = Type.Object(
  {
    paymentMethod: Type.Union([Type.Literal('ideal'), Type.Literal('alipay')]),
    expectedTotal: ExpectedTotal,
    agreements: Agreements,
  },
  { additionalProperties: false },
);

/**
 * Google Pay (walletToken: PaymentData.paymentMethodData.tokenizationData.token, cardNetwork:
 * …info.cardNetwork) and Apple Pay (walletToken: PKPaymentToken.paymentData as JSON, base64).
 */
export const WalletPaymentBodySchema = Type.Object(
  {
    paymentMethod: Type.Union([Type.Literal('googlepay'), Type.Literal('applepay')]),
    walletToken: Text({ minLength: 1, maxLength: WALLET_TOKEN_MAX_LENGTH }),
    cardNetwork: Type.Optional(Text({ minLength: 2, maxLength: 20, pattern: '^\\w+$' })),
    expectedTotal: ExpectedTotal,
    agreements: Agreements,
  },
  { additionalProperties: false },
);

export const PaymentBodySchema = Type.Union([
  CardPaymentBodySchema,
  PayPalPaymentBodySchema,
  PayPalExpressBodySchema,
  RedirectPaymentBodySchema,
  WalletPaymentBodySchema,
]);
export type PaymentBody = Static<typeof PaymentBodySchema>;
export type CardPaymentBody = Static<typeof CardPaymentBodySchema>;

export const PaymentDetailsBodySchema = Type.Object(
  {
    orderReference: OrderReferenceSchema,
    /** what the provider's page (3-D Secure, the bank, Alipay) gave the return URL */
    redirectResult: Text({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type PaymentDetailsBody = Static<typeof PaymentDetailsBodySchema>;

/**
 * PUT /api/checkout/payment/{orderReference}: what PayPal's page returned to the shop, as its
 * query had it (a field the query lacked is left out). Used only when `utr` is there,
 * `pgTransactionId` is not the text "null" and `status` is not cancelled (spec §5); for an
 * express order `expectedTotal` is the total the shopper confirmed after PayPal's address
 * re-priced the bag (without it, the total must still be the one approved on PayPal's page).
 */
export const PayPalReturnBodySchema = Type.Object(
  {
    utr: Type.Optional(Text({ minLength: 1, maxLength: 64 })),
    pgTransactionId: Type.Optional(Text({ minLength: 1, maxLength: 64 })),
    status: Type.Optional(Type.Enum(PAYPAL_RETURN_STATUSES)),
    expectedTotal: Type.Optional(ExpectedTotal),
    agreements: Type.Optional(Agreements),
  },
  { additionalProperties: false },
);
export type PayPalReturnBody = Static<typeof PayPalReturnBodySchema>;

export const OrderReferenceParamsSchema = Type.Object({
  orderReference: Text({ minLength: 1, maxLength: 64 }),
});

export const ORDER_STATUSES = ['AWAITING_PAYMENT', 'PAID', 'CANCELLED'] as const;

/**
 * The order as placed: PAID, or AWAITING_PAYMENT with the `action` to follow (the 3-D Secure,
 * PayPal, bank or Alipay page: GET its url, or POST `data` to it as a form when its method is
 * POST), or, with code PENDING, a payment the provider is still deciding, settled later.
 */
export const PlacedOrderSchema = Type.Object({
  orderReference: Type.String(),
  status: Type.Enum(ORDER_STATUSES),
  total: Type.Integer(),
  currency: Type.String(),
  action: Type.Optional(RedirectActionSchema),
  code: Type.Optional(Type.Literal('PENDING')),
});
export type PlacedOrder = Static<typeof PlacedOrderSchema>;

const placedResponse = {
  200: PlacedOrderSchema,
  202: PlacedOrderSchema,
  '4xx': ApiErrorBodySchema,
};

export const checkoutPaymentSchemas = {
  payment: {
    querystring: SessionSiteQuerySchema,
    body: PaymentBodySchema,
    response: placedResponse,
  },
  details: {
    querystring: SessionSiteQuerySchema,
    body: PaymentDetailsBodySchema,
    response: placedResponse,
  },
  paypalReturn: {
    params: OrderReferenceParamsSchema,
    querystring: SessionSiteQuerySchema,
    body: PayPalReturnBodySchema,
    response: placedResponse,
  },
};

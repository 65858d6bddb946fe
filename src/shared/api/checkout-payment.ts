/**
 * Placing an order (spec §7 "order calls", docs/api.md "Placing an order"):
 * POST /api/checkout/payment pays the session's cart with a card and answers the order;
 * POST /api/checkout/payment/details completes a payment after the 3-D Secure page. The card
 * arrives only encrypted in the browser with the provider's public key, or as a stored card's
 * id: the shop never sees a card number. Totals are the server's own; `expectedTotal` is only
 * compared, so a shopper is never charged a total other than the one they confirmed.
 */
import { Type, type Static } from 'typebox';
import { ENCRYPTED_FIELD_MAX_LENGTH } from '../payments/encrypted-field';
import { RedirectActionSchema } from '../payments/provider-api';
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

export const PaymentBodySchema = Type.Object(
  {
    paymentMethod: Type.Literal('creditcard'),
    card: Type.Union([EncryptedCardSchema, StoredCardSchema]),
    holderName: Type.Optional(Text({ minLength: 1, maxLength: 100 })),
    /** keep the card for the shopper's next orders */
    storeCard: Type.Optional(Type.Boolean()),
    /** the total the shopper confirmed at review, in the site's minor units */
    expectedTotal: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
    /** the ids of the agreements the shopper ticked at review */
    agreements: Type.Array(Text({ minLength: 1, maxLength: 64 }), { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type PaymentBody = Static<typeof PaymentBodySchema>;

export const PaymentDetailsBodySchema = Type.Object(
  {
    orderReference: OrderReferenceSchema,
    /** what the 3-D Secure page gave the return URL */
    redirectResult: Text({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type PaymentDetailsBody = Static<typeof PaymentDetailsBodySchema>;

export const ORDER_STATUSES = ['AWAITING_PAYMENT', 'PAID', 'CANCELLED'] as const;

/**
 * The order as placed: PAID, or AWAITING_PAYMENT with the 3-D Secure `action` to follow (or,
 * with code PENDING, a payment the provider is still deciding, settled later).
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
};

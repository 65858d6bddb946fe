/**
 * An order as its owner sees it (spec §7 GET /api/order/{ref}; docs/api.md "Orders"): its
 * reference, status and the history of its statuses (the /tracking timeline), its lines as the
 * bag showed them, its totals, addresses, consumer and shipping. Card data is never part of it.
 * The guest lookup (spec §3 "Order lookup", §7 POST /api/order/s/query and GET
 * /api/order/s/myOrder) answers the same view with its contact details masked, beside the
 * signed link that opens it again without a session.
 */
import { Type, type Static } from 'typebox';
import { SessionSiteQuerySchema, SiteQuerySchema } from './contract';
import { ApiErrorBodySchema } from './error-body';
import { ORDER_STATUSES } from './checkout-payment';
import { Text } from './text';

const optional = () => Type.Optional(Type.String());

/** An address as the order keeps it (spec §3 "Address"), copied from the cart when placed. */
export const OrderAddressSchema = Type.Object({
  addressType: optional(),
  reference: optional(),
  firstName: optional(),
  lastName: optional(),
  addressLine1: optional(),
  addressLine2: optional(),
  city: optional(),
  postcode: optional(),
  region: optional(),
  countryCode: optional(),
  /** E.164; masked in a guest's answer */
  phoneNumber: optional(),
  /** masked in a guest's answer */
  email: optional(),
  locale: optional(),
});
export type OrderAddress = Static<typeof OrderAddressSchema>;

/** A line as the bag showed it when the order was placed. */
export const OrderLineDisplaySchema = Type.Object({
  name: Type.String(),
  brand: Type.Object({ name: Type.String(), tag: Type.String() }),
  options: Type.Object({
    color: Type.Object({ name: Type.String(), slug: Type.String() }),
    size: Type.Object({ name: Type.String(), labelSize: Type.String() }),
    sizeType: Type.Optional(Type.Object({ name: Type.String(), slug: Type.String() })),
  }),
  thumbnailUrl: Type.String(),
  url: Type.String(),
});
export type OrderLineDisplay = Static<typeof OrderLineDisplaySchema>;

export const OrderDetailsSchema = Type.Object({
  orderReference: Type.String(),
  status: Type.Enum(ORDER_STATUSES),
  /** ISO 8601 */
  placedAt: Type.String(),
  history: Type.Array(Type.Object({ status: Type.Enum(ORDER_STATUSES), at: Type.String() })),
  lines: Type.Array(
    Type.Object({
      sku: Type.String(),
      productId: Type.String(),
      quantity: Type.Integer(),
      unitPrice: Type.Object({ list: Type.Integer(), sale: Type.Integer() }),
      discount: Type.Integer(),
      total: Type.Integer(),
      gift: Type.Boolean(),
      display: OrderLineDisplaySchema,
    }),
  ),
  totals: Type.Object({
    currency: Type.String(),
    /**
     * the country of the site it was ordered on: its minor units' decimals (spec §9), which
     * another site's page showing the order cannot know from the currency alone
     */
    countryCode: Type.String(),
    itemCost: Type.Integer(),
    discountProduct: Type.Integer(),
    deliveryCost: Type.Integer(),
    discountShipping: Type.Integer(),
    tax: Type.Integer(),
    total: Type.Integer(),
    voucherCode: Type.Union([Type.String(), Type.Null()]),
  }),
  /** null: a PayPal express order whose payer's address has not come back yet */
  deliveryAddress: Type.Union([OrderAddressSchema, Type.Null()]),
  /** null: the delivery address */
  billingAddress: Type.Union([OrderAddressSchema, Type.Null()]),
  /** firstName, lastName, email, phoneNumber (the contact details masked for a guest) */
  consumer: Type.Record(Type.String(), Type.String()),
  shipping: Type.Union([
    Type.Object({
      method: Type.String(),
      delivery: Type.Optional(Type.Object({ min: Type.Integer(), max: Type.Integer() })),
    }),
    Type.Null(),
  ]),
  paymentMethod: Type.String(),
});
export type OrderDetails = Static<typeof OrderDetailsSchema>;
export type OrderStatus = OrderDetails['status'];

/** A guest's lookup (spec §3 "Order lookup"): the reference and the order's email or phone. */
export const OrderLookupBodySchema = Type.Union([
  Type.Object(
    {
      orderReference: Text({ minLength: 1, maxLength: 32 }),
      email: Text({ minLength: 1, maxLength: 254 }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      orderReference: Text({ minLength: 1, maxLength: 32 }),
      phone: Text({ minLength: 1, maxLength: 32 }),
    },
    { additionalProperties: false },
  ),
]);
export type OrderLookupBody = { orderReference: string } & (
  { email: string; phone?: never } | { phone: string; email?: never }
);

/** The signed link's token: base64url, the reference and an expiry under an HMAC. */
export const OrderLinkHashSchema = Text({ pattern: '^[A-Za-z0-9_-]{1,128}$', maxLength: 128 });

export const OrderLookupAnswerSchema = Type.Object({
  /** opens the order again at GET /api/order/s/myOrder?hash= (the "copy link") until it expires */
  hash: Type.String(),
  order: OrderDetailsSchema,
});
export type OrderLookupAnswer = Static<typeof OrderLookupAnswerSchema>;

export const orderSchemas = {
  order: {
    params: Type.Object({ ref: Text({ minLength: 1, maxLength: 64 }) }),
    querystring: SessionSiteQuerySchema,
    response: { 200: OrderDetailsSchema, '4xx': ApiErrorBodySchema },
  },
  lookup: {
    querystring: SiteQuerySchema,
    body: OrderLookupBodySchema,
    response: { 200: OrderLookupAnswerSchema, '4xx': ApiErrorBodySchema },
  },
  link: {
    querystring: Type.Object({ ...SiteQuerySchema.properties, hash: OrderLinkHashSchema }),
    response: { 200: OrderDetailsSchema, '4xx': ApiErrorBodySchema },
  },
};

/**
 * An order as its owner sees it (spec §7 GET /api/order/{ref}; docs/api.md "Orders"): its
 * reference, status and the history of its statuses (the /tracking timeline), its lines as the
 * bag showed them, its totals, addresses, consumer and shipping. Card data is never part of it.
 */
import { Type, type Static } from 'typebox';
import { SessionSiteQuerySchema } from './contract';
import { ApiErrorBodySchema } from './error-body';
import { ORDER_STATUSES } from './checkout-payment';
import { Text } from './text';

const Address = Type.Record(Type.String(), Type.Unknown());

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
      /** name, brand, options, thumbnailUrl, url as the bag showed them */
      display: Type.Record(Type.String(), Type.Unknown()),
    }),
  ),
  totals: Type.Object({
    currency: Type.String(),
    itemCost: Type.Integer(),
    discountProduct: Type.Integer(),
    deliveryCost: Type.Integer(),
    discountShipping: Type.Integer(),
    tax: Type.Integer(),
    total: Type.Integer(),
    voucherCode: Type.Union([Type.String(), Type.Null()]),
  }),
  /** null: a PayPal express order whose payer's address has not come back yet */
  deliveryAddress: Type.Union([Address, Type.Null()]),
  /** null: the delivery address */
  billingAddress: Type.Union([Address, Type.Null()]),
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

export const orderSchemas = {
  order: {
    params: Type.Object({ ref: Text({ minLength: 1, maxLength: 64 }) }),
    querystring: SessionSiteQuerySchema,
    response: { 200: OrderDetailsSchema, '4xx': ApiErrorBodySchema },
  },
};

import { Type, type Static } from 'typebox';
import { AvailabilityNameSchema } from './product';
import { PriceSchema } from './money';

/** A cart line (spec §3 "Cart item"); price holds the line totals (unit × quantity). */
export const CartItemSchema = Type.Object({
  id: Type.String(),
  productId: Type.String(),
  name: Type.String(),
  sku: Type.String(),
  slug: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  price: PriceSchema,
  unitPrice: PriceSchema,
  options: Type.Object({
    color: Type.Object({ name: Type.String(), slug: Type.String() }),
    size: Type.Object({ name: Type.String(), labelSize: Type.String() }),
  }),
  thumbnailUrl: Type.String(),
  url: Type.String(),
  availability: AvailabilityNameSchema,
  shipDateStart: Type.Optional(Type.Integer()),
  shipDateEnd: Type.Optional(Type.Integer()),
});
export type CartItem = Static<typeof CartItemSchema>;

/** Totals are computed by the server in minor units of `currency`. */
export const CartSummarySchema = Type.Object({
  currency: Type.String(),
  totalItemCost: Type.Integer(),
  totalCost: Type.Integer(),
  totalTax: Type.Integer(),
  totalDiscount: Type.Integer(),
  totalItemCount: Type.Integer(),
  deliveryCost: Type.Integer(),
});
export type CartSummary = Static<typeof CartSummarySchema>;

export const CartSchema = Type.Object({
  items: Type.Array(CartItemSchema),
  cartSummary: CartSummarySchema,
});
export type Cart = Static<typeof CartSchema>;

/**
 * The cart API (spec §7): GET /api/cart, POST /api/cart, PUT /api/cart/{itemId},
 * PUT /api/cart/voucher, POST /api/cart/recreateCart. Each answers the whole cart. A request
 * may ask for at most MAX_QTY_PER_ITEM of one item (spec §9); the server also holds the line's
 * total to it (409 MAX_QTY_PER_ITEM_EXCEEDED), the cart's units to MAX_CART_QTY (409
 * MAX_CART_QTY_EXCEEDED) and its lines to MAX_LINE_ITEMS (409 MAX_LINE_ITEMS_EXCEEDED).
 */
import { Type, type Static } from 'typebox';
import { Text } from './text';
import { MAX_QTY_PER_ITEM } from '../constants';
import { CartSchema } from '../domain/cart';
import { SessionSiteQuerySchema } from './contract';
import { ApiErrorBodySchema } from './error-body';

export const AddToCartBodySchema = Type.Object({
  productId: Text({ minLength: 1, maxLength: 64 }),
  /** the chosen colour and size unit */
  sku: Text({ minLength: 1, maxLength: 96 }),
  quantity: Type.Integer({ minimum: 1, maximum: MAX_QTY_PER_ITEM }),
  /** the product set (a look) this add belongs to; kept on the line */
  setCode: Type.Optional(Text({ minLength: 1, maxLength: 64 })),
  /** empty the cart first, in the same write (spec §7) */
  forceBasketClear: Type.Optional(Type.Boolean()),
});
export type AddToCartBody = Static<typeof AddToCartBodySchema>;

/** 0 removes the line (spec §4 "Cart item removal"). */
export const UpdateCartItemBodySchema = Type.Object({
  quantity: Type.Integer({ minimum: 0, maximum: MAX_QTY_PER_ITEM }),
});
export type UpdateCartItemBody = Static<typeof UpdateCartItemBodySchema>;

/** Apply a code, or take the applied one off (spec §7 PUT /api/cart/voucher). */
export const VoucherBodySchema = Type.Union([
  Type.Object({ action: Type.Literal('apply'), code: Text({ minLength: 1, maxLength: 32 }) }),
  Type.Object({ action: Type.Literal('delete') }),
]);
export type VoucherBody = Static<typeof VoucherBodySchema>;

export const RecreateCartQuerySchema = Type.Object({
  ...SessionSiteQuerySchema.properties,
  cartPublicId: Text({ minLength: 1, maxLength: 64 }),
});

export const CartItemParamsSchema = Type.Object({
  itemId: Text({ minLength: 1, maxLength: 64 }),
});

const response = { 200: CartSchema, '4xx': ApiErrorBodySchema };

export const cartSchemas = {
  get: { querystring: SessionSiteQuerySchema, response },
  add: { querystring: SessionSiteQuerySchema, body: AddToCartBodySchema, response },
  update: {
    querystring: SessionSiteQuerySchema,
    params: CartItemParamsSchema,
    body: UpdateCartItemBodySchema,
    response,
  },
  voucher: { querystring: SessionSiteQuerySchema, body: VoucherBodySchema, response },
  recreate: { querystring: RecreateCartQuerySchema, response },
};

/**
 * The cart API (spec §7): GET /api/cart, POST /api/cart, PUT /api/cart/{itemId}. Each answers
 * the whole cart. A request may ask for at most MAX_QTY_PER_ITEM of one item (spec §9); the
 * server also holds the line's total to it (409 MAX_QTY_PER_ITEM_EXCEEDED).
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
});
export type AddToCartBody = Static<typeof AddToCartBodySchema>;

/** 0 removes the line (spec §4 "Cart item removal"). */
export const UpdateCartItemBodySchema = Type.Object({
  quantity: Type.Integer({ minimum: 0, maximum: MAX_QTY_PER_ITEM }),
});
export type UpdateCartItemBody = Static<typeof UpdateCartItemBodySchema>;

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
};

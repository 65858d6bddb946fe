import { Type, type Static } from 'typebox';

/** Error codes the API returns in `code` (spec §8 plus transport-level ones). */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'SESSION_REQUIRED',
  'UNAVAILABLE_ITEMS',
  'MAX_QTY_PER_ITEM_EXCEEDED',
  'MAX_CART_QTY_EXCEEDED',
  'STOCK_QUANTITY_EXCEEDED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every 4xx/5xx from /api is this JSON body; the client throws it with the status attached. */
export const ApiErrorBodySchema = Type.Object({
  status: Type.Integer(),
  code: Type.String(),
  message: Type.String(),
  details: Type.Optional(Type.Unknown()),
});
export type ApiErrorBody = Static<typeof ApiErrorBodySchema>;

export function productNotFoundMessage(productId: string, lang: string): string {
  return `Product not found. ProductId: ${productId} Language: ${lang}`;
}

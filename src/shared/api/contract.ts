/**
 * The HTTP contract between the app and the reference server: paths, headers and request
 * schemas. The server validates with these schemas; the app derives its types from them.
 */
import { Type, type Static } from 'typebox';

/** Response header carrying the shopping session id; the client sends it back on every call. */
export const SESSION_HEADER = 'x-shopping-session-id';
/** sessionStorage key holding the shopping session id (spec §3). */
export const SESSION_STORAGE_KEY = 'shoppingSessionId';

export const API = {
  basicSession: '/api/basic-session',
  cart: '/api/cart',
  cartItem: (itemId: string) => `/api/cart/${encodeURIComponent(itemId)}`,
  product: (productId: string) => `/api/product/s/${encodeURIComponent(productId)}`,
  filters: '/api/filters/s/ALL',
  searchQueries: '/search/1/indexes/*/queries',
} as const;

export const SessionBodySchema = Type.Object({
  language: Type.String({ minLength: 2, maxLength: 8 }),
  sitePublicId: Type.String({ minLength: 1, maxLength: 64 }),
});
export type SessionBody = Static<typeof SessionBodySchema>;

/** Every /api call carries siteTag (which country site: currency, prices) and lang. */
export const SiteQuerySchema = Type.Object({
  lang: Type.String({ minLength: 2, maxLength: 8 }),
  siteTag: Type.String({ minLength: 1, maxLength: 64 }),
});
export type SiteQuery = Static<typeof SiteQuerySchema>;

export const AddToCartBodySchema = Type.Object({
  productId: Type.String({ minLength: 1, maxLength: 64 }),
  /** the chosen colour and size unit */
  sku: Type.String({ minLength: 1, maxLength: 96 }),
  quantity: Type.Integer({ minimum: 1, maximum: 99 }),
});
export type AddToCartBody = Static<typeof AddToCartBodySchema>;

export const UpdateCartItemBodySchema = Type.Object({
  quantity: Type.Integer({ minimum: 0, maximum: 99 }),
});
export type UpdateCartItemBody = Static<typeof UpdateCartItemBodySchema>;

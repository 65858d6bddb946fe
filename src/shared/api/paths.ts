/** Paths and headers of the HTTP contract: plain values, safe for every runtime's bundle. */

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

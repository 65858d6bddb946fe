/** Paths and headers of the HTTP contract: plain values, safe for every runtime's bundle. */

/** Response header carrying the shopping session id; the client sends it back on every call. */
export const SESSION_HEADER = 'x-shopping-session-id';
/** sessionStorage key holding the shopping session id (spec §3). */
export const SESSION_STORAGE_KEY = 'shoppingSessionId';
/**
 * Request header naming one replayable write (the outbox, DESIGN §4): the server applies a key
 * once and answers repeats with the stored response, which it marks with IDEMPOTENT_REPLAY_HEADER.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

export const API = {
  basicSession: '/api/basic-session',
  /** an account's shopping session (bearer token; the anonymous one merges into it) */
  accountSession: '/api/session',
  /** ends the session the call names */
  logout: '/api/session/logout',
  cart: '/api/cart',
  cartItem: (itemId: string) => `/api/cart/${encodeURIComponent(itemId)}`,
  cartVoucher: '/api/cart/voucher',
  cartPromotions: '/api/cart/promotions',
  recreateCart: '/api/cart/recreateCart',
  product: (productId: string) => `/api/product/s/${encodeURIComponent(productId)}`,
  filters: '/api/filters/s/ALL',
  searchQueries: '/search/1/indexes/*/queries',
  /** Algolia Insights events (search analytics) of the local engine */
  insightsEvents: '/search/1/events',
  /** the session's copy of its favourites: GET, and PUT of the whole list */
  favourites: '/api/favorites',
  /** back-in-stock subscriptions, on the marketing service (DESIGN §1) */
  backInStock: '/marketing/back-in-stock',
} as const;

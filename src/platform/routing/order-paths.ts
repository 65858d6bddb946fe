/**
 * Route patterns and link builders of the order pages (spec §2 /complete, /orders (the
 * signed-in shopper's order history), /orders/:orderReference, /orders/order-status,
 * /tracking), apart from paths.ts: only the orders' own chunk routes and links to them, and
 * paths.ts is in every page's entry (issue 10's initial-JS ceilings). The route table knows them as one, `routePatterns.orderPages`; the
 * /complete link the checkout navigates to is `paths.complete`.
 */

/** The order pages' routes (wouter syntax), in the order they are tried. */
export const orderRoutePatterns = {
  complete: '/complete',
  /** the order history: exactly /orders, so it comes before the order's own pattern too */
  history: '/orders',
  /** before the order's own pattern, which would take "order-status" for a reference */
  orderStatus: '/orders/order-status',
  order: '/orders/:orderReference',
  tracking: '/tracking',
} as const;

export const orderPaths = {
  history: () => orderRoutePatterns.history,
  order: (orderReference: string) => `/orders/${encodeURIComponent(orderReference)}`,
  /** the guest lookup; with a link's hash, the order it opens */
  orderStatus: (hash?: string) =>
    hash ? `/orders/order-status?hash=${encodeURIComponent(hash)}` : '/orders/order-status',
  /** an order's status history: the owner's by reference, a guest's by a link's hash */
  tracking: (order: { orderReference: string } | { hash: string }) =>
    'hash' in order
      ? `/tracking?hash=${encodeURIComponent(order.hash)}`
      : `/tracking?orderReference=${encodeURIComponent(order.orderReference)}`,
} as const;

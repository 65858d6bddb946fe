/**
 * Every route path and link builder, relative to the router base (/gb/en). No component spells
 * a URL; wouter prefixes the base.
 */
import { PRODUCT_ROUTE, productUrl } from '../../shared/routes/product-url';

export const paths = {
  home: () => '/',
  search: (query?: string, sortBy?: string) => {
    const params = new URLSearchParams();
    if (query) params.set('query', query);
    if (sortBy) params.set('sortBy', sortBy);
    const qs = params.toString();
    return qs ? `/search?${qs}` : '/search';
  },
  product: productUrl,
  favourites: () => '/my-favorites',
  checkout: (step: 'basket' | 'shipping' | 'payment' | 'review' = 'basket') => `/checkout/${step}`,
  /** the order-complete page (spec §2 /complete) of an order placed or being paid */
  complete: (orderReference?: string) =>
    orderReference ? `/complete?orderReference=${encodeURIComponent(orderReference)}` : '/complete',
  brands: (brandsPathname: string) => `/${brandsPathname}`,
  brand: (brandsPathname: string, brandTag: string) =>
    `/${brandsPathname}/${encodeURIComponent(brandTag)}`,
} as const;

/** Route patterns for the route table (wouter syntax). */
export const routePatterns = {
  home: '/',
  product: PRODUCT_ROUTE,
  search: '/search',
  favourites: '/my-favorites',
  checkout: '/checkout/:step?',
  recreateCart: '/recreateCart',
  /**
   * The pages after an order (/complete, /orders, /orders/order-status, /orders/:orderReference,
   * /tracking) as one route of the table: the orders' chunk picks the page
   * (order-paths.ts `orderRoutePatterns`), so every page's entry holds one route for them
   */
  orderPages: /^\/(?:complete|tracking|orders(?:\/[^/]+)?)\/?$/,
  /**
   * The account pages (account-paths.ts `accountRoutePatterns`), one route of the table, only
   * when the site's identity integration is enabled (spec §2)
   */
  accountPages:
    /^\/account(?:\/(?:sign-in|create|verify|forgot-password|set-password|addresses|payment-methods))?\/?$/,
} as const;

/**
 * Brand routes (spec §2): `/:l1?/{brandsPathname}/:brand` and `/:l1?/{brandsPathname}`; the
 * brands word comes from the site configuration, so the patterns are built from it.
 */
export const brandRoutePatterns = (brandsPathname: string) =>
  ({
    brands: `/:l1?/${brandsPathname}`,
    brand: `/:l1?/${brandsPathname}/:brand`,
  }) as const;

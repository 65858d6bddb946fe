/**
 * The product page's address (spec §2 "/product/:slug/:id?", shape /product/{slug}/{productId}),
 * relative to the router base. The server writes it into cart lines, search records and product
 * details; the app links with it and routes by PRODUCT_ROUTE. `colour` (a colour slug) opens
 * the page on that colour (`?color=`).
 */
export const PRODUCT_ROUTE = '/product/:slug/:id?';

export function productUrl(slug: string, productId: string, colour?: string): string {
  const path = `/product/${encodeURIComponent(slug)}/${encodeURIComponent(productId)}`;
  return colour ? `${path}?color=${encodeURIComponent(colour)}` : path;
}

/**
 * Boot fetches the chunk of the page the URL opens while it loads the site and restores the
 * query cache, so the first render shows that page at once instead of a skeleton that React
 * would keep on screen for its 300 ms fallback throttle (see platform/routing/lazy-page.ts).
 * The guess mirrors the route table: the known routes, and otherwise a listing (the navigation
 * tree decides later; a wrong guess only costs a chunk fetched early).
 */
import type { LazyPage } from '../../platform/routing/lazy-page';
import { routePatterns } from '../../platform/routing/paths';
import { routePages } from '../routes';

const PRODUCT_PREFIX = routePatterns.product.slice(0, routePatterns.product.indexOf(':'));

/** The lazy page behind an app-relative path ("/women/dresses"), or null for none. */
export function pageForPath(rest: string): Pick<LazyPage<object>, 'preload' | 'isLoaded'> | null {
  const path = rest.replace(/\/+$/, '') || '/';
  if (path === routePatterns.home) return routePages.home;
  if (path === routePatterns.search) return routePages.search;
  if (path.startsWith(PRODUCT_PREFIX)) return routePages.product;
  // the shopper's own pages, whose chunks the route table loads itself
  if (
    path === routePatterns.favourites ||
    path === routePatterns.recreateCart ||
    routePatterns.orderPages.test(path) ||
    path.startsWith('/checkout')
  )
    return null;
  return routePages.listing;
}

/**
 * Starts loading the page's chunk; resolves when it is loaded, failed (the render then meets
 * the failure through the route's error boundary) or after `waitMs`, whichever comes first.
 */
export function preloadRoute(rest: string, waitMs: number): Promise<void> {
  const page = pageForPath(rest);
  if (!page || page.isLoaded()) return Promise.resolve();
  return Promise.race([
    page.preload().catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, waitMs)),
  ]);
}

/**
 * Which requests are rate-limited, and in which bucket (DESIGN §5): session creation, search
 * queries, insights events, the guest order lookup (its reads too: each is a guess at an
 * order) and every write. Other reads of the catalogue and the app's files are
 * not: they are cheap, cacheable, and what a shopper sends most.
 */
import { CHECKOUT_API } from '../../shared/api/checkout-paths';
import { IDENTITY_PATHS } from '../../shared/api/identity';
import { API } from '../../shared/api/paths';
import type { RateLimits } from '../config';

export type RateLimitKind = keyof RateLimits;

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Every Algolia search operation is under /search/1/indexes/ (multi-queries, facets, …). */
const SEARCH_PREFIX = '/search/1/indexes/';
const ORDER_LOOKUP_ROUTES: ReadonlySet<string> = new Set([
  CHECKOUT_API.orderLookup,
  CHECKOUT_API.orderLink,
]);

/**
 * The bucket of a route, by its method and its declared URL (`/api/cart/:itemId`, not the
 * requested path), or undefined when it is not limited.
 */
export function rateLimitKind(method: string, routeUrl: string): RateLimitKind | undefined {
  // the identity provider limits its own attempts, per operation and account (identity-limits.ts)
  if (routeUrl === IDENTITY_PATHS.endpoint) return undefined;
  if (ORDER_LOOKUP_ROUTES.has(routeUrl)) return 'orderLookup';
  if (!WRITE_METHODS.has(method)) return undefined;
  if (routeUrl === API.basicSession) return 'sessions';
  if (routeUrl === API.insightsEvents) return 'events';
  if (routeUrl.startsWith(SEARCH_PREFIX)) return 'search';
  return 'writes';
}

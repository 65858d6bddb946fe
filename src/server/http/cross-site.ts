/**
 * Cross-site request refusal (DESIGN §5): a request that can change state (POST, PUT, PATCH,
 * DELETE) is refused with 403 CROSS_SITE_REQUEST when it comes from another site, so no other
 * page can make a shopper's browser write to the shop (CSRF), whatever content type it sends —
 * a text/plain form post needs no CORS preflight and would otherwise get through.
 *
 * The rule (Fetch Metadata resource isolation, https://web.dev/articles/fetch-metadata):
 *  - when the browser sends `Sec-Fetch-Site`, `cross-site` is refused; `same-origin`,
 *    `same-site` and `none` (typed by the user) are allowed;
 *  - otherwise (older browsers) an `Origin` header must name this host (the `Host` header);
 *    `Origin: null` (sandboxed frames, file: pages) is refused;
 *  - a request with neither header is not from a browser page (curl, a server, a test) and is
 *    allowed: the shopping session header and the other checks still apply to it.
 *
 * Exceptions, by the public protocol they serve: Algolia's search operations are POSTs that
 * only read (queries, single query, facet values, recommendations) and Algolia serves them to
 * every origin, so they are not state-changing and stay open. Insights events do write: hosted
 * Algolia takes them cross-origin, but this endpoint is the local engine of this shop alone
 * (the app sends its events to its own origin), so it follows the rule like every write.
 * The payment provider's Alipay gateway is opened by the shop's page with a form POST (as
 * Alipay's own gateway is, and from another origin wherever the provider has its own): it
 * only shows the page; answering it is a POST from the provider's own page, which the rule
 * covers.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../shared/api/api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Algolia operations sent as POST that read only (the route patterns as registered). */
const READ_ONLY_POSTS = new Set([
  '/search/1/indexes/:indexName/queries',
  '/search/1/indexes/:indexName/query',
  '/search/1/indexes/:indexName/facets/:facetName/query',
  '/search/1/indexes/:indexName/recommendations',
]);

/** Provider pages a shop's page opens with a form POST; they show a page and change nothing. */
const PAGE_OPENING_POSTS = new Set(['/pay/v1/alipay']);

const ALLOWED_FETCH_SITES = new Set(['same-origin', 'same-site', 'none']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Whether the request comes from a page of another site, by the rule above. */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = header(request, 'sec-fetch-site');
  if (fetchSite !== undefined) return !ALLOWED_FETCH_SITES.has(fetchSite.toLowerCase());
  const origin = header(request, 'origin');
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== header(request, 'host');
  } catch {
    return true; // "null" or anything that is not an origin
  }
}

/** Throws 403 CROSS_SITE_REQUEST for a cross-site request to a state-changing route. */
export function refuseCrossSiteWrites(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const route = request.routeOptions.url ?? '';
  if (READ_ONLY_POSTS.has(route) || PAGE_OPENING_POSTS.has(route)) return;
  if (isCrossSite(request)) {
    throw new ApiError(
      403,
      'CROSS_SITE_REQUEST',
      'This request comes from another site; the shop accepts writes only from its own pages',
    );
  }
}

/**
 * Search responses (POST /search/1/indexes/{index}/queries, the Algolia protocol). Strategy:
 * stale-while-revalidate by hand, because Workbox strategies cannot store a POST: the answer is
 * kept under a synthetic GET key (search-key.ts). A cached answer is served at once and
 * refreshed in the background once the worker is quiet (strategies/revalidation-queue.ts);
 * without one, the network answers and fills the cache. Cache: CACHE_NAMES.search,
 * LIMITS.search (entries and age, via workbox-expiration). Personal, opaque or non-200
 * answers are never stored.
 */
import { CacheExpiration } from 'workbox-expiration';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { CACHE_NAMES, LIMITS, SEARCH_QUERIES_PATH } from '../constants';
import { isStorable } from '../plugins/refuse-personal';
import { revalidateLater } from '../strategies/revalidation-queue';
import { searchCacheKey } from './search-key';

const expiration = new CacheExpiration(CACHE_NAMES.search, {
  ...LIMITS.search,
  matchOptions: { ignoreVary: true },
});

async function fetchAndStore(request: Request, key: Request): Promise<Response> {
  const response = await fetch(request);
  if (isStorable(response)) {
    const cache = await caches.open(CACHE_NAMES.search);
    await cache.put(key, response.clone());
    await expiration.updateTimestamp(key.url);
    await expiration.expireEntries();
  }
  return response;
}

async function cachedAnswer(key: Request): Promise<Response | undefined> {
  if (await expiration.isURLExpired(key.url)) return undefined;
  const cache = await caches.open(CACHE_NAMES.search);
  return cache.match(key, { ignoreVary: true });
}

export async function handleSearch({
  request,
  event,
}: RouteHandlerCallbackOptions): Promise<Response> {
  const body = await request.clone().text();
  const key = await searchCacheKey(request.url, body);
  const cached = await cachedAnswer(key);
  if (!cached) return fetchAndStore(request, key);
  // The stale answer is served now; the refresh is queued behind the other answers and
  // finishes even if the page goes away.
  const refresh = revalidateLater(() => fetchAndStore(request, key));
  (event as ExtendableEvent | undefined)?.waitUntil(refresh);
  return cached;
}

export function registerSearchRoute(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && SEARCH_QUERIES_PATH.test(url.pathname),
    handleSearch,
    'POST',
  );
}

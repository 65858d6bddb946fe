/**
 * Content JSON of the country sites (sites.json, themes/config.json, sortOptions.json,
 * data/{lang}/*.json, language/{lang}.json). Strategy: stale-while-revalidate
 * (CacheThenRevalidate: the cached answer first, its refresh queued). Cache: CACHE_NAMES.content,
 * LIMITS.content. The app warms the active site's files with a
 * WARM_CONTENT message so they are there before the shopper goes offline.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CACHE_NAMES, CONTENT_PATH, LIMITS } from '../constants';
import { refusePersonal } from '../plugins/refuse-personal';
import { CacheThenRevalidate } from '../strategies/cache-then-revalidate';

export const contentStrategy = new CacheThenRevalidate({
  cacheName: CACHE_NAMES.content,
  plugins: [
    refusePersonal,
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ ...LIMITS.content, purgeOnQuotaError: true }),
  ],
});

export function registerContentRoute(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && CONTENT_PATH.test(url.pathname),
    contentStrategy,
  );
}

/**
 * Puts the given content URLs that are not cached yet into the content cache (WARM_CONTENT,
 * sent on every start). Files already cached are kept fresh by the route when used; fetching
 * all of them again on each start cost a dozen requests per language and the worker's time
 * while the page painted. Offline, nothing is tried.
 */
export async function warmContent(urls: string[]): Promise<void> {
  if (navigator.onLine === false) return;
  const cache = await caches.open(CACHE_NAMES.content);
  await Promise.all(
    urls
      .filter((href) => CONTENT_PATH.test(new URL(href, self.location.origin).pathname))
      .map(async (href) => {
        try {
          if (await cache.match(href)) return;
          const response = await fetch(href, { credentials: 'same-origin' });
          if (response.ok) await cache.put(href, response);
        } catch {
          // offline while warming: the stale-while-revalidate route fills it on next use
        }
      }),
  );
}

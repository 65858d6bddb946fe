/**
 * Public catalogue API: product details and filters. Strategy: stale-while-revalidate
 * (CacheThenRevalidate: the cached answer first, its refresh queued), so a visited product
 * reopens offline. Cache: CACHE_NAMES.catalogue, LIMITS.catalogue. Responses
 * marked no-store or private (personal data) are never cached.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CACHE_NAMES, CATALOGUE_PATH, LIMITS } from '../constants';
import { refusePersonal } from '../plugins/refuse-personal';
import { CacheThenRevalidate } from '../strategies/cache-then-revalidate';

export function registerCatalogueRoute(): void {
  registerRoute(
    ({ url, sameOrigin, request }) =>
      sameOrigin && request.method === 'GET' && CATALOGUE_PATH.test(url.pathname),
    new CacheThenRevalidate({
      cacheName: CACHE_NAMES.catalogue,
      plugins: [
        refusePersonal,
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ ...LIMITS.catalogue, purgeOnQuotaError: true }),
      ],
    }),
  );
}

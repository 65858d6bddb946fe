/**
 * Product and editorial images (/media/*). Strategy: cache first with expiry; the URLs are
 * content-addressed (garment, colour, view) so a cached image never goes stale. Cache:
 * CACHE_NAMES.images, LIMITS.images. Opaque responses are never cached (status 200 only).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CACHE_NAMES, LIMITS, MEDIA_PATH } from '../constants';
import { refusePersonal } from '../plugins/refuse-personal';

export function registerImageRoute(): void {
  registerRoute(
    ({ url, sameOrigin, request }) =>
      sameOrigin && request.destination === 'image' && MEDIA_PATH.test(url.pathname),
    new CacheFirst({
      cacheName: CACHE_NAMES.images,
      plugins: [
        refusePersonal,
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ ...LIMITS.images, purgeOnQuotaError: true }),
      ],
    }),
  );
}

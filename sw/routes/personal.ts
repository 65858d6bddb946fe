/**
 * Personal data (PERSONAL_PATHS: cart, checkout, account, orders, identity, payments,
 * session). Strategy: network only, for GETs (writes are never intercepted: the browser sends
 * them as it would without a worker). Cache: none. Registered before the caching routes so no
 * broader pattern can ever catch these paths.
 */
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { isPersonalPath } from '../personal-paths';

export function registerPersonalRoute(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && isPersonalPath(url.pathname),
    new NetworkOnly(),
  );
}

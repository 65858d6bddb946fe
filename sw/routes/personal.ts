/**
 * Personal data (isPersonalPath, src/shared/personal-data.ts: cart, checkout, account, orders,
 * session, favourites, identity, payments, marketing …). Strategy: network only, for GETs
 * (writes are never intercepted: the browser sends them as it would without a worker). Cache:
 * none. Registered before the caching routes so no broader pattern can ever catch these paths.
 */
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { isPersonalPath } from '../../src/shared/personal-data';

export function registerPersonalRoute(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && isPersonalPath(url.pathname),
    new NetworkOnly(),
  );
}

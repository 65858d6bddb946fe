/**
 * Navigations: network first for a fresh index.html when online, the precached shell when not,
 * so every route opens offline. Strategy: precache handler bound to /index.html. Cache: the
 * precache. Data paths (/api, /search, /media, files with an extension) are never answered here.
 */
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NON_PAGE_PREFIXES } from '../constants';

export function registerNavigationRoute(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NON_PAGE_PREFIXES }),
  );
}

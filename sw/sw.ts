/// <reference lib="webworker" />
/**
 * Vitrine's service worker: the precached shell, runtime routes (one file per family in
 * routes/, each documenting its strategy, cache and limits) and the app's messages.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { listenForMessages } from './messages';
import { registerCatalogueRoute } from './routes/catalogue';
import { registerContentRoute } from './routes/content';
import { registerImageRoute } from './routes/images';
import { registerNavigationRoute } from './routes/navigation';
import { registerOutboxRoute } from './routes/outbox';
import { registerPersonalRoute } from './routes/personal';
import { registerSearchRoute } from './routes/search';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerPersonalRoute();
registerNavigationRoute();
registerContentRoute();
registerCatalogueRoute();
registerSearchRoute();
registerImageRoute();
registerOutboxRoute();
listenForMessages();
clientsClaim();

/**
 * What both ways of starting share (boot.tsx hydrates a server's page, render-shell.tsx
 * renders the worker's shell): the persisted query cache and the services that start once the
 * page is on screen.
 */
import type { QueryClient } from '@tanstack/react-query';
import { BUILD_ID } from '../../platform/env';
import type { LoadedSite } from '../../platform/site/load-site';
import { whenIdle } from '../../platform/ui/yield-to-main';
import { markBoot } from './boot-marks';
import { offlineContent } from './offline-content';

/** The longest the first render waits for its page's chunk before showing the skeleton. */
export const ROUTE_PRELOAD_WAIT_MS = 1000;

/**
 * Restores the persisted query cache into `queryClient`, then keeps it persisted. The
 * persister (idb, TanStack's persister) is a chunk of its own: a server-rendered page needs it
 * only after its first commit, so it stays off the critical path (issue 10); the shell path
 * awaits it before its first render, from the worker's precache. Never rejects: a chunk that
 * fails to load means a start without the persisted cache, as a store that fails to open.
 */
export function restoreQueryCache(queryClient: QueryClient): Promise<void> {
  return import('../../platform/query/persist-query-cache')
    .then(({ persistQueryCache }) => persistQueryCache(queryClient, BUILD_ID))
    .then(
      () => markBoot('restored'),
      (error: unknown) => console.warn('Persisted query cache not loaded', error),
    );
}

/**
 * Services that start once the page is on screen and the browser is idle, whichever way the
 * page got there. The worker bridge (registration, update checks) is a chunk of its own:
 * nothing before the first interaction needs it (issue 10).
 */
export function startServices(site: LoadedSite): void {
  whenIdle(() => void loadServices(site));
}

function loadServices(site: LoadedSite): Promise<void> {
  return import('../../platform/offline/sw-bridge')
    .then(({ registerServiceWorker, warmContent }) => {
      registerServiceWorker();
      warmContent(
        offlineContent(
          site.locale.site.folder,
          site.config.languages.map((language) => language.code),
        ),
      );
    })
    .catch((error: unknown) => console.error('Service worker bridge not loaded', error));
}

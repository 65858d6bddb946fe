/**
 * App start (spec §4). A page the server rendered (a first visit, a browser without a worker)
 * carries its site files and data: it is hydrated from them here. The worker's app shell (every
 * visit after) starts in render-shell.tsx, which loads the site files itself.
 */
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '../../platform/query/query-client';
import { BUILD_ID } from '../../platform/env';
import type { LoadedSite } from '../../platform/site/load-site';
import { registerNumberPatterns } from '../../shared/format/number-formats';
import { resolveLocale } from '../../shared/locale/resolve-locale';
import { readSsrState, type SsrState } from '../render/ssr-state';
import { App } from '../app';
import { MarkOnCommit, markBoot } from './boot-marks';
import { preloadRoute } from './preload-route';
import { ROUTE_PRELOAD_WAIT_MS, restoreQueryCache, startServices } from './boot-services';
import { yieldToMain } from '../../platform/ui/yield-to-main';

/**
 * Starts the app in #root: hydrates the page the server rendered (a first visit, or a browser
 * without a worker), or renders into the app shell (the worker's, on repeat visits).
 */
export function boot(container: HTMLElement): Promise<void> {
  const state = readSsrState(document);
  if (state) return hydrateServerPage(container, state);
  // The worker's shell: its start is a chunk of its own, from the worker's precache.
  return import('./render-shell').then(
    ({ renderShell }) => renderShell(createRoot(container)),
    (error: unknown) => {
      // Not even the start could load (the network failed mid-deploy): say so, plainly
      // (spec §2 application error screen's words; the labels are in that chunk too).
      console.error('App start failed', error);
      container.textContent = 'Sorry, something went wrong. Please check back soon.';
    },
  );
}

/**
 * The server's page comes to life: the site files and the page's queries come from the
 * document (nothing is fetched twice), the page's chunk is loaded so it hydrates at once, and
 * React attaches to the markup. The persisted cache (the shopper's own queries, pages for
 * offline) is restored after the first commit: restoring it before would render things the
 * server could not know and break hydration. A mismatch is reported on the console; React then
 * renders that part on the client.
 */
async function hydrateServerPage(container: HTMLElement, state: SsrState): Promise<void> {
  markBoot('boot');
  // the scripts' evaluation ends here: taking in the page's state starts a task of its own
  await yieldToMain();
  const { locale, rest } = resolveLocale(window.location, state.site.sites);
  const site: LoadedSite = { locale, ...state.site };
  registerNumberPatterns(state.numberPatterns);
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  // A query that failed on the server hydrates as that failure, as the server's markup shows
  // it; asking it again on mount would render it as loading while hydration still reads the
  // failure (parts of the page hydrate later than others). The page's own Retry asks again.
  for (const query of state.queries.queries) {
    if (query.state.status === 'error') {
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
  document.documentElement.dataset.build = BUILD_ID;
  await preloadRoute(rest, ROUTE_PRELOAD_WAIT_MS).then(() => markBoot('page'));
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a tap during it is handled, not queued behind it).
  startTransition(() => {
    hydrateRoot(
      container,
      <MarkOnCommit name="committed">
        <App site={site} queryClient={queryClient} />
      </MarkOnCommit>,
      {
        onRecoverableError(error) {
          console.error('Hydration failed; the client rendered instead', error);
        },
      },
    );
  });
  void restoreQueryCache(queryClient);
  startServices(site);
}

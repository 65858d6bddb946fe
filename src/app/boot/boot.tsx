/**
 * App start (spec §4): resolve the active locale from the URL, once (src/shared/locale,
 * replacing a non-canonical URL without a navigation), load the site's configuration, sort
 * options and labels, put the locale on the document, then render the app with the locale and
 * files in context. Any failure on the way renders the application error screen with the
 * shopping session id (or a fresh reference) instead of a blank page.
 */
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { getSessionId } from '../../platform/http/session';
import type { Labels } from '../../platform/i18n/i18n';
import { createQueryClient } from '../../platform/query/query-client';
import { BUILD_ID } from '../../platform/env';
import {
  loadSite,
  loadSites,
  prefetchSiteFiles,
  type LoadedSite,
} from '../../platform/site/load-site';
import { registerNumberPatterns } from '../../shared/format/number-formats';
import { resolveLocale } from '../../shared/locale/resolve-locale';
import { readSsrState, type SsrState } from '../render/ssr-state';
import { AppErrorScreen } from '../error/app-error-screen';
import { App } from '../app';
import { applySiteToDocument } from './apply-site-to-document';
import { MarkOnCommit, markBoot } from './boot-marks';
import { offlineContent } from './offline-content';
import { preloadRoute } from './preload-route';
import { redirectTarget } from './redirect-target';
import { whenIdle, yieldToMain } from '../../platform/ui/yield-to-main';

/** The longest the first render waits for its page's chunk before showing the skeleton. */
const ROUTE_PRELOAD_WAIT_MS = 1000;

function newReference(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `ref-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Starts the app in #root: hydrates the page the server rendered (a first visit, or a browser
 * without a worker), or renders into the app shell (the worker's, on repeat visits).
 */
export function boot(container: HTMLElement): Promise<void> {
  const state = readSsrState(document);
  return state ? hydrateServerPage(container, state) : renderShell(createRoot(container));
}

/**
 * Restores the persisted query cache into `queryClient`, then keeps it persisted. The
 * persister (idb, TanStack's persister) is a chunk of its own: a server-rendered page needs it
 * only after its first commit, so it stays off the critical path (issue 10); the shell path
 * awaits it before its first render, from the worker's precache. Never rejects: a chunk that
 * fails to load means a start without the persisted cache, as a store that fails to open.
 */
function restoreQueryCache(queryClient: QueryClient): Promise<void> {
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
function startServices(site: LoadedSite): void {
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

async function renderShell(root: Root): Promise<void> {
  let labels: Labels | null = null;
  markBoot('boot');
  try {
    // Everything the first render needs starts at once: sites.json, the site files of the
    // URL's site and language, the persisted query cache, and (once sites.json confirms the
    // locale) the chunk of the page the URL opens.
    const prefetched = prefetchSiteFiles(window.location.pathname);
    const queryClient = createQueryClient();
    // Restored before the first render (never fatal, bounded).
    const restored = restoreQueryCache(queryClient);
    const { sites, resolved } = await loadSites(window.location);
    markBoot('sites');
    const target = redirectTarget(resolved, window.location);
    if (target) window.history.replaceState(window.history.state, '', target);

    const page = preloadRoute(resolved.rest, ROUTE_PRELOAD_WAIT_MS).then(() => markBoot('page'));
    const site = await loadSite(sites, resolved.locale, prefetched);
    markBoot('site');
    labels = site.labels;
    applySiteToDocument(document, site);
    // Names the running build for support and for the update journeys.
    document.documentElement.dataset.build = BUILD_ID;
    await Promise.all([restored, page]);
    root.render(
      <MarkOnCommit name="committed">
        <App site={site} queryClient={queryClient} />
      </MarkOnCommit>,
    );
    startServices(site);
  } catch (error) {
    console.error('App start failed', error);
    root.render(<AppErrorScreen reference={getSessionId() ?? newReference()} labels={labels} />);
  }
}

/**
 * App start from the worker's app shell (spec §4): resolve the active locale from the URL,
 * once (src/shared/locale, replacing a non-canonical URL without a navigation), load the
 * site's configuration, sort options and labels, put the locale on the document, then render
 * the app with the locale and files in context. Any failure on the way renders the
 * application error screen with the shopping session id (or a fresh reference) instead of a
 * blank page. A chunk of its own: a first visit, hydrated from the server's page, never needs
 * it (issue 10: initial JS).
 */
import type { Root } from 'react-dom/client';
import { getSessionId } from '../../platform/http/session';
import type { Labels } from '../../platform/i18n/i18n';
import { createQueryClient } from '../../platform/query/query-client';
import { BUILD_ID } from '../../platform/env';
import { loadSite, loadSites, prefetchSiteFiles } from '../../platform/site/load-site';
import { AppErrorScreen } from '../error/app-error-screen';
import { App } from '../app';
import { applySiteToDocument } from './apply-site-to-document';
import { MarkOnCommit, markBoot } from './boot-marks';
import { ROUTE_PRELOAD_WAIT_MS, restoreQueryCache, startServices } from './boot-services';
import { preloadRoute } from './preload-route';
import { redirectTarget } from './redirect-target';

function newReference(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `ref-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export async function renderShell(root: Root): Promise<void> {
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

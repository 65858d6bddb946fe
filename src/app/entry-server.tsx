/**
 * The server entry (issue 10): renders one request's page from the same components the browser
 * runs. Built by Vite into dist-server/ and loaded by src/server/render, which never imports app
 * code. The page's data is fetched here through the same query options the components use:
 * a render pass registers the queries the page asks for, they are fetched, and passes repeat
 * until nothing new is asked (a listing needs the navigation tree before its search). The
 * queries are then handed to the browser as dehydrated TanStack state, so hydration fetches
 * nothing twice. Personal queries (the bag, favourites, session) are never fetched here: those
 * regions render their loading shell and fill in on the client.
 */
import { dehydrate } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { ServerResponseProvider } from '../platform/routing/server-response';
import { loadSite, loadSites, type LoadedSite } from '../platform/site/load-site';
import { moneyStyle } from '../shared/domain/currency';
import { registerNumberPatterns } from '../shared/format/number-formats';
import { numberPatternsFor } from '../shared/format/pattern-of';
import type {
  RenderOutcome,
  RenderRequest,
  ServerResponseRecord,
} from '../shared/render/render-contract';
import { App } from './app';
import { themeProperties } from './boot/apply-site-to-document';
import { pageForPath } from './boot/preload-route';
import { redirectTarget } from './boot/redirect-target';
import { pageHead } from './render/page-head';
import {
  createServerQueryClient,
  fetchAskedQueries,
  shouldDehydrate,
} from './render/server-queries';
import { serialiseState } from './render/ssr-state';

export { BUILD_ID as buildId } from '../platform/env';

/**
 * The formats a page of the site writes numbers in (its prices, whole-unit prices, counts):
 * rendered with here and handed to the browser, which hydrates with the same.
 */
function pageNumberPatterns({ locale, config }: LoadedSite) {
  const money = moneyStyle(config.currency.code, config.country.code);
  const patterns = numberPatternsFor(locale.intlLocale, [
    money,
    { ...money, fractionDigits: 0 },
    { style: 'integer' },
  ]);
  registerNumberPatterns(patterns);
  return patterns;
}

/** Data passes before the page renders with what it has (each pass may reveal new queries). */
const MAX_DATA_PASSES = 6;

/** Renders to nothing, only so the page's components ask for their queries and lazy chunks. */
async function prepass(element: ReactElement): Promise<void> {
  const { prelude } = await prerender(element);
  // discarded: this pass only registers queries
  await prelude.cancel();
}

function renderStream(
  element: ReactElement,
  nonce: string,
): Promise<(destination: unknown) => void> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      // The data is loaded and the chunks are in memory, so the shell is normally the whole
      // page; anything that still suspends streams in after it, revealed by React's inline
      // script, which the page's CSP allows by this nonce.
      nonce,
      // A completed boundary is written in place, however large: React would otherwise move a
      // large one (the page) after the shell and reveal it by script, up to 300 ms later and
      // never for a reader without JavaScript (a search engine, a link preview).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady: () => resolve((destination) => stream.pipe(destination as never)),
      onShellError: reject,
      onError(error) {
        console.error('server render error', error);
      },
    });
  });
}

/** Records a page's decisions into `response`: a later one wins, head fields add up. */
function recorderOf(response: ServerResponseRecord) {
  return {
    record({ head, ...decision }: Partial<ServerResponseRecord>) {
      Object.assign(response, decision, { head: { ...response.head, ...head } });
    },
  };
}

export async function render({ url, nonce }: RenderRequest): Promise<RenderOutcome> {
  const parsed = new URL(url, 'http://render.invalid');
  const location = { pathname: parsed.pathname, search: parsed.search, hash: '' };
  const { sites, resolved } = await loadSites(location);
  const target = redirectTarget(resolved, location);
  if (target) return { kind: 'redirect', status: 302, location: target };

  const site = await loadSite(sites, resolved.locale);
  const numberPatterns = pageNumberPatterns(site);
  await pageForPath(resolved.rest)?.preload();
  const queryClient = createServerQueryClient();
  const ssrLocation = { path: parsed.pathname, search: parsed.search.replace(/^\?/, '') };
  const page = (response: ServerResponseRecord) => (
    <ServerResponseProvider value={recorderOf(response)}>
      <App site={site} queryClient={queryClient} ssrLocation={ssrLocation} />
    </ServerResponseProvider>
  );

  try {
    // Ends on a pass that saw every fetched answer, so what it recorded (status, redirect, head)
    // is the page's, and every lazy chunk the final render meets is already loaded.
    let response: ServerResponseRecord;
    for (let pass = 1; ; pass += 1) {
      response = { status: 200 };
      await prepass(page(response));
      if (pass === MAX_DATA_PASSES || !(await fetchAskedQueries(queryClient))) break;
    }
    // the streamed render decides the same again; what the last pass recorded is used
    const pipe = await renderStream(page({ status: 200 }), nonce);
    if (response.redirect) {
      const { to, status } = response.redirect;
      return { kind: 'redirect', status, location: `${site.locale.base}${to}` };
    }
    const { locale } = site;
    return {
      kind: 'page',
      status: site.config.inMaintenance ? 503 : response.status,
      head: pageHead(response.head, site, parsed.pathname),
      document: {
        lang: locale.language,
        dir: locale.dir,
        className: `lang-${locale.language}`,
        style: Object.entries(themeProperties(site.config.theme ?? {}))
          .map(([name, value]) => `${name}:${value}`)
          .join(';'),
      },
      state: serialiseState({
        site: { sites, config: site.config, sortOptions: site.sortOptions, labels: site.labels },
        numberPatterns,
        queries: dehydrate(queryClient, { shouldDehydrateQuery: shouldDehydrate }),
      }),
      pipe,
    };
  } finally {
    queryClient.clear();
  }
}

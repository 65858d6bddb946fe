/**
 * The warm catalogue view (catalogue/catalogue-view.ts): loaded once at start, then kept
 * current by the database telling every instance of each new catalogue revision (NOTIFY on
 * catalogue_revision, migration 0011: a reseed, an import, a change written by any instance)
 * instead of each one asking every second. When told — or when the slow safety poll finds the
 * revision moved — the whole view is reloaded from one snapshot and swapped in; requests
 * already running keep the view they started with. Listeners (the search indexes) rebuild from
 * the new view.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadCatalogueView, readCatalogueRevision } from '../catalogue/catalogue-snapshot';
import type { CatalogueView } from '../catalogue/catalogue-view';
import { followWhileOpen, singleFlight } from './revision-poll';

/** The channel the catalogue's triggers notify (migration 0011). */
const CHANNEL = 'catalogue_revision';

/**
 * How far behind the database the view may fall should a notification never arrive: a
 * notification is lost while PostgreSQL has no connection of this instance listening, and
 * the listener checks when it is back, so this is a safety net; one single-row read.
 */
export const CATALOGUE_SAFETY_POLL_MS = 60_000;

export interface CatalogueHolder {
  /** the current view; take it once per request, it is replaced whole on a change */
  readonly view: CatalogueView;
  /** checks the revision now and reloads when it moved; true when the view was replaced */
  refresh(): Promise<boolean>;
  /** `listener` runs with each new view, after it replaced the old one */
  onChange(listener: (view: CatalogueView) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueHolder;
  }
}

async function cataloguePlugin(app: FastifyInstance): Promise<void> {
  const started = performance.now();
  let view = await loadCatalogueView(app.db);
  app.log.info(
    {
      products: view.catalogue.products.length,
      revision: view.revision,
      ms: Math.round(performance.now() - started),
    },
    'catalogue view loaded',
  );
  const listeners: Array<(view: CatalogueView) => void> = [];

  const reload = async (): Promise<boolean> => {
    if ((await readCatalogueRevision(app.db)) === view.revision) return false;
    const loadStarted = performance.now();
    view = await loadCatalogueView(app.db);
    for (const listener of listeners) listener(view);
    app.log.info(
      { revision: view.revision, ms: Math.round(performance.now() - loadStarted) },
      'catalogue changed: view reloaded',
    );
    return true;
  };
  const refresh = singleFlight(reload);

  app.decorate('catalogue', {
    get view() {
      return view;
    },
    refresh,
    onChange: (listener) => void listeners.push(listener),
  } satisfies CatalogueHolder);

  followWhileOpen(app, {
    channel: CHANNEL,
    intervalMs: CATALOGUE_SAFETY_POLL_MS,
    refresh,
    what: 'catalogue',
  });
}

export default fp(cataloguePlugin, { name: 'catalogue', dependencies: ['db'] });

/**
 * The local search engine: built at start from the catalogue view (plugins/catalogue.ts), with
 * each site's sort options from PUBLIC_DIR, then its routes (/search/1/* and
 * /api/filters/s/ALL). When the catalogue changes, the indexes are rebuilt from the new view,
 * so the listing shows what the product page shows.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSearchService, readSortOptions, searchRoutes, type SearchService } from '../search';

declare module 'fastify' {
  interface FastifyInstance {
    searchService: SearchService;
  }
}

async function searchPlugin(app: FastifyInstance): Promise<void> {
  const sites = [...app.sites.all];
  const sortOptions = Object.fromEntries(
    sites.map((site) => [site.folder, readSortOptions(site.folder, app.config.publicDir)]),
  );
  const { catalogue } = app.catalogue.view;
  const started = performance.now();
  const service = createSearchService(catalogue, sites, sortOptions);
  app.log.info(
    {
      products: catalogue.products.length,
      indexes: service.indexNames().length,
      buildMs: Math.round(performance.now() - started),
    },
    'search indexes built',
  );
  app.catalogue.onChange((view) => {
    const rebuilding = performance.now();
    service.rebuild(view.catalogue);
    app.log.info({ buildMs: Math.round(performance.now() - rebuilding) }, 'search indexes rebuilt');
  });
  app.decorate('searchService', service);
  await app.register(searchRoutes, { service, db: app.db });
}

export default fp(searchPlugin, { name: 'search', dependencies: ['catalogue', 'sites'] });

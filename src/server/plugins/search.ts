/**
 * The local search engine: built at start from the catalogue as the database holds it
 * (loadCatalogue), with each site's sort options from PUBLIC_DIR, then its routes
 * (/search/1/* and /api/filters/s/ALL). `app.searchService` lets other plugins rebuild it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadCatalogue } from '../catalogue/repository';
import { createSearchService, readSortOptions, searchRoutes, type SearchService } from '../search';

declare module 'fastify' {
  interface FastifyInstance {
    searchService: SearchService;
  }
}

async function searchPlugin(app: FastifyInstance): Promise<void> {
  const started = performance.now();
  const catalogue = await loadCatalogue(app.db);
  const loaded = performance.now();
  const sites = [...app.sites.all];
  const sortOptions = Object.fromEntries(
    sites.map((site) => [site.folder, readSortOptions(site.folder, app.config.publicDir)]),
  );
  const service = createSearchService(catalogue, sites, sortOptions);
  app.log.info(
    {
      products: catalogue.products.length,
      indexes: service.indexNames().length,
      loadMs: Math.round(loaded - started),
      buildMs: Math.round(performance.now() - loaded),
    },
    'search indexes built',
  );
  app.decorate('searchService', service);
  await app.register(searchRoutes, { service, db: app.db });
}

export default fp(searchPlugin, { name: 'search', dependencies: ['db', 'sites'] });

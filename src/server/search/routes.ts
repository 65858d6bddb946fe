/**
 * The search area's routes: Algolia's protocol under /search (its own scope with Algolia's
 * error shape and text/plain JSON bodies) and the filters endpoint under /api.
 */
import type { FastifyPluginAsync } from 'fastify';
import { algoliaRoutes } from './algolia-routes';
import { filtersRoute } from './filters-route';
import type { SearchService } from './search-service';

export const searchRoutes: FastifyPluginAsync<{ service: SearchService }> = async (
  app,
  { service },
) => {
  await app.register(algoliaRoutes, { service, prefix: '/search' });
  await app.register(filtersRoute, { service });
};

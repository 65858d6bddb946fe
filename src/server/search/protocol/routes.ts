/**
 * The search area's routes: Algolia's protocol under /search (its own scope with Algolia's
 * error shape and text/plain JSON bodies) and the filters endpoint under /api.
 */
import type { FastifyPluginAsync } from 'fastify';
import { algoliaRoutes } from './algolia-routes';
import { filtersRoute } from './filters-route';
import type { Database } from '../../db/client';
import type { SearchService } from '../search-service';

export const searchRoutes: FastifyPluginAsync<{ service: SearchService; db?: Database }> = async (
  app,
  { service, db },
) => {
  await app.register(algoliaRoutes, { service, db, prefix: '/search' });
  await app.register(filtersRoute, { service });
};

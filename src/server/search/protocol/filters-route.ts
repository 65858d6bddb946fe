/**
 * GET /api/filters/s/ALL?lang&siteTag: the filter definitions of a site and language. The site
 * and language follow the one rule of every /api route (plugins/site-language.ts): an unknown
 * site is a 400, a language the site does not ship falls back to its default.
 */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import { SiteQuerySchema } from '../../../shared/api/contract';
import { API } from '../../../shared/api/paths';
import { notFound } from '../../http/api-error';
import { requireSiteLanguage } from '../../plugins/site-language';
import type { SearchService } from '../search-service';

export const filtersRoute: FastifyPluginAsyncTypebox<{ service: SearchService }> = async (
  app,
  { service },
) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('preHandler', requireSiteLanguage);
  app.get(API.filters, { schema: { querystring: SiteQuerySchema } }, async (request, reply) => {
    const found = service.filterDefinitions(request.site.siteTag, request.language);
    // the engine builds filters for every language a site ships, so this is a site it lacks
    if (!found.ok) throw notFound(`No filters for ${request.site.siteTag} in ${request.language}`);
    void reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
    return { hits: found.hits };
  });
};

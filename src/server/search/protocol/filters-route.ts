/**
 * GET /api/filters/s/ALL?lang&siteTag: the filter definitions of a site and language. Errors
 * use the API's `{ status, code, message }` shape (src/shared/domain/errors.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { API } from '../../../shared/api/contract';
import type { ApiErrorBody } from '../../../shared/api/error-body';
import type { SearchService } from '../search-service';

function apiError(status: number, code: ApiErrorBody['code'], message: string): ApiErrorBody {
  return { status, code, message };
}

export const filtersRoute: FastifyPluginAsync<{ service: SearchService }> = async (
  app,
  { service },
) => {
  app.get<{ Querystring: Record<string, unknown> }>(API.filters, async (request, reply) => {
    const { lang, siteTag } = request.query;
    if (typeof lang !== 'string' || lang === '' || typeof siteTag !== 'string' || siteTag === '') {
      return reply.status(400).send(apiError(400, 'BAD_REQUEST', 'lang and siteTag are required'));
    }
    const found = service.filterDefinitions(siteTag, lang);
    if (!found.ok) {
      return found.reason === 'unknown-site'
        ? reply.status(404).send(apiError(404, 'NOT_FOUND', `Unknown siteTag: ${siteTag}`))
        : reply
            .status(400)
            .send(apiError(400, 'BAD_REQUEST', `Language ${lang} is not offered by ${siteTag}`));
    }
    void reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
    return { hits: found.hits };
  });
};

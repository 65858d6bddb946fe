/**
 * Algolia's REST API v1 under /search (the client's host is `{origin}/search`): multi-queries,
 * single-index queries, facet-value searches, recommendations and insights events. The algoliasearch browser client posts JSON
 * as text/plain (to avoid a CORS preflight), so this scope parses text/plain as JSON, and its
 * error handler answers every failure in Algolia's `{ message, status }` shape.
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import { ApiError } from '../../../shared/api/api-error';
import { errorCodeForStatus } from '../../../shared/domain/errors';
import { isServerApiError } from '../../http/api-error';
import { AlgoliaError } from './algolia-error';
import { boundedJsonParser, JsonDepthError } from '../../plugins/bounded-json';
import { SearchBudget } from './search-budget';
import { serialiseAnswer, serialiseResults } from './serialise-answers';
import type { Database } from '../../db/client';
import { insightsRoutes } from '../insights/insights-routes';
import type { SearchService } from '../search-service';

type IndexParams = { indexName: string };

function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw new AlgoliaError(400, 'Invalid body: expected a JSON object');
  return body as Record<string, unknown>;
}

/** A JSON body already serialised within the request's budget (serialise-answers.ts). */
function send(reply: FastifyReply, json: Buffer): FastifyReply {
  // public catalogue data; the service worker keeps its own copy (DESIGN.md §4)
  return reply
    .header('cache-control', 'no-cache')
    .type('application/json; charset=utf-8')
    .send(json);
}

export const algoliaRoutes: FastifyPluginAsync<{ service: SearchService; db?: Database }> = async (
  app,
  { service, db },
) => {
  app.removeContentTypeParser('text/plain');
  const parseJson = boundedJsonParser(app);
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson.call(app, request, body as string, (error, value) => {
      if (!error) return done(null, value);
      const message = error instanceof JsonDepthError ? error.message : 'Invalid JSON body';
      done(new AlgoliaError(400, message), undefined);
    });
  });

  // Algolia's `{ message, status }` plus the project's `code`: one shape for every error the
  // server sends (DESIGN §5), which the algoliasearch client still reads as Algolia's.
  app.setErrorHandler((error: FastifyError | AlgoliaError | ApiError, request, reply) => {
    const status =
      error instanceof AlgoliaError || error instanceof ApiError
        ? error.status
        : (error.statusCode ?? 500);
    if (status >= 500) request.log.error(error, 'search request failed');
    const message = status >= 500 ? 'Internal error' : error.message;
    const code = isServerApiError(error) ? error.code : errorCodeForStatus(status);
    void reply.status(status).header('cache-control', 'no-store').send({ message, status, code });
  });

  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({
      message: `Unknown route ${request.method} ${request.url.split('?')[0]}`,
      status: 404,
      code: errorCodeForStatus(404),
    });
  });

  // Fastify treats a literal "*" in a path as a wildcard, so the index segment is a parameter
  // and "*" is checked here.
  app.post<{ Params: IndexParams }>('/1/indexes/:indexName/queries', async (request, reply) => {
    if (request.params.indexName !== '*')
      throw new AlgoliaError(404, 'Multi-queries are served at /1/indexes/*/queries');
    const budget = new SearchBudget();
    const answers = service.multipleQueries(bodyObject(request.body), budget);
    return send(reply, await serialiseResults(answers, budget));
  });

  app.post<{ Params: IndexParams }>(
    '/1/indexes/:indexName/recommendations',
    async (request, reply) => {
      if (request.params.indexName !== '*')
        throw new AlgoliaError(404, 'Recommendations are served at /1/indexes/*/recommendations');
      const budget = new SearchBudget();
      const answers = service.recommendations(bodyObject(request.body), budget);
      return send(reply, await serialiseResults(answers, budget));
    },
  );

  // insights events need the database; a search-only app (tests) serves the rest without it
  if (db) await app.register(insightsRoutes, { db });

  app.post<{ Params: IndexParams }>('/1/indexes/:indexName/query', async (request, reply) => {
    const budget = new SearchBudget();
    const answer = service.answer(request.params.indexName, bodyObject(request.body), budget);
    return send(reply, await serialiseAnswer(answer, budget));
  });

  app.post<{ Params: IndexParams & { facetName: string } }>(
    '/1/indexes/:indexName/facets/:facetName/query',
    async (request, reply) => {
      const budget = new SearchBudget();
      const { indexName, facetName } = request.params;
      const answer = service.searchForFacetValues(
        indexName,
        facetName,
        bodyObject(request.body),
        budget,
      );
      return send(reply, await serialiseAnswer(answer, budget));
    },
  );
};

/** The HTTP surface through Fastify's inject: Algolia's protocol and the filters endpoint. */
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorHandler from '../../plugins/error-handler';
import siteLanguage from '../../plugins/site-language';
import { createSiteRegistry } from '../../sites/site-registry';
import { searchRoutes } from './routes';
import { createSearchService } from '../search-service';
import { DEFAULT_SORT_OPTIONS } from '../records/sort-options';
import { fixtureCatalogue, fixtureSites } from '../testing/fixture-catalogue';
import { fixtureService } from '../testing/fixture-service';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  // the /api routes decide site and language as the real app does, from the fixture's sites
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('sites', createSiteRegistry(fixtureSites()));
      },
      {
        name: 'sites',
      },
    ),
  );
  await app.register(siteLanguage);
  await app.register(errorHandler);
  await app.register(searchRoutes, { service: fixtureService() });
  await app.ready();
});
afterAll(() => app.close());

const QUERIES =
  '/search/1/indexes/*/queries?x-algolia-agent=Algolia%20for%20JavaScript&x-algolia-api-key=k&x-algolia-application-id=local';

/** The body algoliasearch v5 sends for client.search({ requests }). */
const clientBody = {
  requests: [
    {
      indexName: 'gb_en',
      query: 'dress',
      hitsPerPage: 2,
      facets: ['brand.name'],
      clickAnalytics: true,
    },
    { indexName: 'gb_en_price_asc', filters: 'onSale:true', distinct: true },
  ],
};

describe('POST /search/1/indexes/*/queries', () => {
  it.each(['text/plain', 'application/json'])('answers a %s body', async (contentType) => {
    const response = await app.inject({
      method: 'POST',
      url: QUERIES,
      headers: { 'content-type': contentType },
      payload: JSON.stringify(clientBody),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const { results } = response.json<{ results: Array<Record<string, unknown>> }>();
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({
      index: 'gb_en',
      nbHits: 4,
      hitsPerPage: 2,
      page: 0,
      nbPages: 2,
      exhaustiveNbHits: true,
      facets: { 'brand.name': { 'Maison Lune': 2, Nordvik: 2 } },
      query: 'dress',
    });
    expect(results[0]?.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(typeof results[0]?.processingTimeMS).toBe('number');
    expect(results[1]).toMatchObject({ index: 'gb_en_price_asc', nbHits: 2 });
  });

  it('answers 400 for a batch of 51', async () => {
    const requests = Array.from({ length: 51 }, () => ({ indexName: 'gb_en' }));
    const response = await app.inject({ method: 'POST', url: QUERIES, payload: { requests } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Too many queries in multi query request',
      status: 400,
      code: 'BAD_REQUEST',
    });
  });

  it('answers 400 in Algolia shape for a bad filter', async () => {
    const response = await app.inject({
      method: 'POST',
      url: QUERIES,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({
        requests: [{ indexName: 'gb_en', filters: 'brand.name:Maison Lune' }],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'filters: Unexpected token string(Lune) expected end of filter at col 18',
      status: 400,
      code: 'BAD_REQUEST',
    });
  });

  it('answers 400 in Algolia shape for a malformed optional filter', async () => {
    const response = await app.inject({
      method: 'POST',
      url: QUERIES,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({
        requests: [{ indexName: 'gb_en', optionalFilters: ['productId:1<score=100000>'] }],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'optionalFilters: invalid score in "productId:1<score=100000>", expected an integer from 0 to 65535',
      status: 400,
      code: 'BAD_REQUEST',
    });
  });

  it('answers 404 for an unknown index', async () => {
    const response = await app.inject({
      method: 'POST',
      url: QUERIES,
      payload: { requests: [{ indexName: 'xx_en' }] },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Index xx_en does not exist',
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it.each([
    ['malformed JSON as text/plain', 'text/plain', '{"requests": ['],
    ['malformed JSON', 'application/json', '{"requests": ['],
    ['a JSON array', 'application/json', '[]'],
    ['requests of the wrong type', 'application/json', '{"requests": "gb_en"}'],
    [
      'a wrongly typed parameter',
      'text/plain',
      '{"requests": [{"indexName": "gb_en", "hitsPerPage": "many"}]}',
    ],
    ['an empty body', 'text/plain', ''],
  ])('answers 400 for %s', async (_label, contentType, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: QUERIES,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; status: number }>();
    expect(body.status).toBe(400);
    expect(typeof body.message).toBe('string');
    // Algolia's fields plus the project's code (one error shape, docs/api.md)
    expect(Object.keys(body).sort()).toEqual(['code', 'message', 'status']);
  });

  it('serves only "*" as the multi-query index', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/search/1/indexes/gb_en/queries',
      payload: { requests: [] },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers unknown /search routes in Algolia shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/search/1/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404 });
  });
});

describe('single-index routes', () => {
  it('POST /search/1/indexes/{index}/query with a params string', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/search/1/indexes/gb_en_newest/query',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ params: 'hitsPerPage=1&attributesToRetrieve=%5B%22name%22%5D' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      hits: [{ objectID: '100005-navy', name: 'Denim Jacket' }],
      nbHits: 8,
    });
  });

  it('POST /search/1/indexes/{index}/facets/{facet}/query', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/search/1/indexes/gb_en/facets/color.group/query',
      payload: { facetQuery: 'gr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      facetHits: [{ value: 'green', count: 1, highlighted: '<em>gr</em>een' }],
    });
  });
});

describe('GET /api/filters/s/ALL', () => {
  it('lists the site and language filters with cache headers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/filters/s/ALL?lang=en&siteTag=GB',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    const { hits } = response.json<{ hits: Array<Record<string, unknown>> }>();
    expect(hits.map((h) => [h.name, h.attribute, h.type, h.label])).toEqual([
      ['brand', 'brand.tag', 'facet', 'WEB.FILTER.BRAND'],
      ['color', 'color.group', 'facet', 'WEB.FILTER.COLOR'],
      ['size', 'size', 'facet', 'WEB.FILTER.SIZE'],
      ['priceRange', 'salePrice', 'numeric', 'WEB.FILTER.PRICE'],
      ['onSale', 'onSale', 'boolean', 'WEB.FILTER.ONSALE'],
    ]);
    expect(hits[0]?.options).toEqual([
      { value: 'atelier-sol', tag: 'atelier-sol', label: 'Atelier Sol' },
      { value: 'maison-lune', tag: 'maison-lune', label: 'Maison Lune' },
      { value: 'nordvik', tag: 'nordvik', label: 'Nordvik' },
    ]);
    expect(hits[1]).toMatchObject({ showSwatch: true });
    expect(hits[1]?.options).toContainEqual({ value: 'blue', tag: 'blue', rgb: '#1f2a44' });
    expect((hits[2]?.options as Array<{ value: string }>).map((o) => o.value)).toEqual([
      'XS',
      'S',
      'M',
      'L',
    ]);
  });

  it('offers only what the site sells', () => {
    const catalogue = fixtureCatalogue();
    // the wool coat, Atelier Sol's only product, loses its euro price
    delete catalogue.products.find((p) => p.productId === '100004')!.prices.EUR;
    const service = createSearchService(catalogue, fixtureSites(), {
      gb: DEFAULT_SORT_OPTIONS,
      fr: [],
      jp: [],
    });
    const brands = (siteTag: string, lang: string) => {
      const found = service.filterDefinitions(siteTag, lang);
      return found.ok ? found.hits[0]?.options?.map((o) => o.label) : found.reason;
    };
    expect(brands('FR', 'fr')).toEqual(['Maison Lune', 'Nordvik']);
    expect(brands('GB', 'en')).toEqual(['Atelier Sol', 'Maison Lune', 'Nordvik']);
  });

  it.each([
    ['/api/filters/s/ALL?lang=en', 400, 'BAD_REQUEST'],
    ['/api/filters/s/ALL?siteTag=GB', 400, 'BAD_REQUEST'],
    ['/api/filters/s/ALL?lang=en&siteTag=ZZ', 400, 'BAD_REQUEST'],
  ])('%s → %i', async (url, status, code) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status, code, message: expect.any(String) });
  });

  it('answers a language the site does not ship in its default language', async () => {
    const asked = await app.inject({ method: 'GET', url: '/api/filters/s/ALL?lang=de&siteTag=GB' });
    const english = await app.inject({
      method: 'GET',
      url: '/api/filters/s/ALL?lang=en&siteTag=GB',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual(english.json());
  });
});

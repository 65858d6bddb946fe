/**
 * Every search request's work is bounded: Algolia's own limits, the per-request budget of
 * records scanned, facet values and bytes (search-budget.ts), bounded parameter values and
 * nesting, and text without NUL or unpaired surrogates. Each refusal is Algolia's 400 body; the
 * engine behind the routes is a 300-product demo catalogue (~900 records).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import boundedJson from '../../plugins/bounded-json';
import { generateCatalogue } from '../../seed/generate-catalogue';
import { createSearchService } from '../search-service';
import { DEFAULT_SORT_OPTIONS } from '../records/sort-options';
import { fixtureSites } from '../testing/fixture-catalogue';
import { searchRoutes } from './routes';

let app: FastifyInstance;

beforeAll(async () => {
  const sites = fixtureSites().slice(0, 1);
  const service = createSearchService(generateCatalogue({ products: 300 }), sites, {
    gb: DEFAULT_SORT_OPTIONS,
  });
  app = Fastify();
  await app.register(boundedJson);
  await app.register(searchRoutes, { service });
  await app.ready();
});
afterAll(() => app.close());

/** Posts a multi-query as algoliasearch does (JSON in a text/plain body). */
function queries(requests: unknown[], contentType = 'text/plain') {
  return app.inject({
    method: 'POST',
    url: '/search/1/indexes/*/queries',
    headers: { 'content-type': contentType },
    payload: JSON.stringify({ requests }),
  });
}

async function refusal(requests: unknown[]) {
  const response = await queries(requests);
  expect(response.statusCode).toBe(400);
  const body = response.json<{ message: string; status: number }>();
  // Algolia's fields, with the project's code beside them
  expect(body).toEqual({ message: expect.any(String), status: 400, code: 'BAD_REQUEST' });
  return body.message;
}

const worst = { indexName: 'gb_en', facets: ['*'], hitsPerPage: 1000, maxValuesPerFacet: 1000 };

describe("Algolia's limits", () => {
  it('refuses hitsPerPage and maxValuesPerFacet above 1000', async () => {
    expect(await refusal([{ ...worst, hitsPerPage: 1001 }])).toMatch(/hitsPerPage/);
    expect(await refusal([{ ...worst, maxValuesPerFacet: 1001 }])).toMatch(/maxValuesPerFacet/);
  });

  it('answers the largest single query Algolia allows', async () => {
    const response = await queries([{ ...worst, query: 'a' }]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().results[0].hits.length).toBeGreaterThan(100);
  });

  it('ignores facets the index does not have, as Algolia does', async () => {
    const response = await queries([{ indexName: 'gb_en', facets: ['nope', 'brand.name'] }]);
    expect(response.statusCode).toBe(200);
    const { facets } = response.json().results[0];
    expect(Object.keys(facets)).toEqual(['brand.name']);
    const none = await queries([{ indexName: 'gb_en', facets: ['nope'] }]);
    expect(none.statusCode).toBe(200);
    expect(none.json().results[0].facets).toEqual({});
  });
});

describe('the per-request budget', () => {
  it('refuses 50 of the largest queries by the bytes they would answer', async () => {
    const requests = Array.from({ length: 50 }, () => ({ ...worst, query: 'a' }));
    expect(await refusal(requests)).toMatch(/^Request too large: it answers more than \d+ bytes/);
  });

  it('refuses 50 facet-only queries by the facet values they would return', async () => {
    const requests = Array.from({ length: 50 }, () => ({ ...worst, hitsPerPage: 0 }));
    expect(await refusal(requests)).toMatch(/returns more than \d+ facet values/);
  });

  it('refuses numeric filters that would read every record a thousand times a query', async () => {
    const leaves = Array.from({ length: 1000 }, (_, i) => `salePrice>${i}`);
    const requests = Array.from({ length: 50 }, () => ({
      indexName: 'gb_en',
      hitsPerPage: 0,
      numericFilters: [leaves],
    }));
    expect(await refusal(requests)).toMatch(/scans more than \d+ records/);
  });
});

describe('bounded parameters', () => {
  it('refuses a list parameter of 200,000 entries and an unknown one of any size', async () => {
    const entries = Array.from({ length: 200_000 }, () => 'a');
    expect(await refusal([{ indexName: 'gb_en', ranking: entries }])).toMatch(
      /parameter ranking: must hold at most 1000 entries/,
    );
    expect(await refusal([{ indexName: 'gb_en', rankingKeywords: entries }])).toBe(
      'Unknown parameter: rankingKeywords',
    );
  });

  it('refuses an over-long string, also inside the params string', async () => {
    expect(await refusal([{ indexName: 'gb_en', highlightPreTag: 'x'.repeat(1001) }])).toMatch(
      /highlightPreTag: must be at most 1000 characters/,
    );
    expect(
      await refusal([{ indexName: 'gb_en', params: `filters=${'a'.repeat(70_000)}` }]),
    ).toMatch(/parameter params: must be at most/);
  });

  it('refuses filters nested deeper than 16 parentheses, and 10,000 of them', async () => {
    const nested = (n: number) => `${'('.repeat(n)}gender:men${')'.repeat(n)}`;
    const ok = await queries([{ indexName: 'gb_en', filters: nested(16), hitsPerPage: 0 }]);
    expect(ok.statusCode).toBe(200);
    expect(await refusal([{ indexName: 'gb_en', filters: nested(17) }])).toBe(
      'filters: parentheses nested deeper than 16 levels',
    );
    expect(await refusal([{ indexName: 'gb_en', filters: nested(10_000) }])).toMatch(/filters/);
  });

  it('refuses a body nested 5,000 deep, as text/plain and as application/json', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const contentType of ['text/plain', 'application/json']) {
      const response = await app.inject({
        method: 'POST',
        url: '/search/1/indexes/*/queries',
        headers: { 'content-type': contentType },
        payload: `{"requests":[{"indexName":"gb_en","ranking":${deep}}]}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'JSON body nested deeper than 32 levels',
        status: 400,
        code: 'BAD_REQUEST',
      });
    }
  });
});

describe('text', () => {
  it.each([
    ['a lone high surrogate in query', { query: '\ud800' }],
    ['a lone low surrogate in highlightPreTag', { highlightPreTag: '\udfff' }],
    ['a NUL in query', { query: 'a\u0000b' }],
    ['a NUL in a facet name', { facets: ['brand\u0000'] }],
    ['a lone surrogate in the params string', { params: 'query=%ED%A0%80\ud800' }],
  ])('refuses %s with a 400', async (_, params) => {
    expect(await refusal([{ indexName: 'gb_en', ...params }])).toMatch(
      /must not contain NUL or unpaired surrogate characters/,
    );
  });

  it('takes well-formed text beyond the Basic Multilingual Plane', async () => {
    const response = await queries([{ indexName: 'gb_en', query: 'dress 👗' }]);
    expect(response.statusCode).toBe(200);
  });
});

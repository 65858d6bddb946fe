/**
 * Every request's work is bounded (DESIGN.md §5), on the real server: the requests that used
 * to take seconds, gigabytes or the stack — 50 of the largest searches in one call, a
 * 200,000-entry parameter, bodies and filters nested thousands deep — are answered with a 400
 * in the route's error shape, and the shop keeps answering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { openSession, request, siteQuery } from './helpers/api';
import { loadFixtures, type SkuPick } from './helpers/fixtures';
import { startServer, type StartedServer } from './helpers/start-server';

let server: StartedServer;
let gb: SiteRuntime;
let pick: SkuPick;

beforeAll(async () => {
  server = await startServer();
  const fixtures = await loadFixtures(server.app);
  gb = fixtures.site('gb');
  pick = fixtures.stocked();
});
afterAll(async () => server?.close());

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

function post(path: string, body: string, contentType = 'text/plain') {
  return request(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
}

describe('search', () => {
  const worst = {
    indexName: 'vitrine_gb_en',
    facets: ['*'],
    hitsPerPage: 1000,
    maxValuesPerFacet: 1000,
    query: 'a',
  };

  it('refuses 50 of the largest queries in one call, and a product still answers', async () => {
    const requests = Array.from({ length: 50 }, () => worst);
    const searching = post('/search/1/indexes/*/queries', JSON.stringify({ requests }));
    const product = await request(
      `${server.url}/api/product/s/${pick.product.productId}?${siteQuery(gb)}`,
    );
    expect(product.status).toBe(200);
    const response = await searching;
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/^Request too large/),
    });
  });

  it('answers one of them', async () => {
    const response = await post(
      '/search/1/indexes/*/queries',
      JSON.stringify({ requests: [worst] }),
    );
    expect(response.status).toBe(200);
  });

  it('ignores an unknown facet', async () => {
    const response = await post(
      '/search/1/indexes/*/queries',
      JSON.stringify({ requests: [{ indexName: 'vitrine_gb_en', facets: ['nope'] }] }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ results: [{ facets: {} }] });
  });

  it('refuses a 200,000-entry list parameter', async () => {
    const ranking = Array.from({ length: 200_000 }, () => 'a');
    const body = JSON.stringify({ requests: [{ indexName: 'vitrine_gb_en', ranking }] });
    const response = await post('/search/1/indexes/*/queries', body);
    expect(response.status).toBe(400);
  });

  it('refuses 10,000 nested parentheses in filters and a 5,000-deep ranking', async () => {
    const filters = `${'('.repeat(10_000)}gender:men${')'.repeat(10_000)}`;
    const parens = await post(
      '/search/1/indexes/*/queries',
      JSON.stringify({ requests: [{ indexName: 'vitrine_gb_en', filters }] }),
    );
    expect(parens.status).toBe(400);
    const deep = await post(
      '/search/1/indexes/*/queries',
      `{"requests":[{"indexName":"vitrine_gb_en","ranking":${nested(5000)}}]}`,
    );
    expect(deep).toMatchObject({ status: 400, body: { status: 400 } });
  });

  it('refuses objectData nested 5,000 deep', async () => {
    const events = `{"events":[{"eventType":"view","eventName":"Viewed","index":"vitrine_gb_en","userToken":"deep","objectIDs":["x"],"objectData":${nested(5000)}}]}`;
    const response = await post('/search/1/events', events);
    expect(response).toMatchObject({ status: 400, body: { status: 400 } });
  });
});

describe('every JSON route', () => {
  it('answers a 5,000-deep body with a 400 in the error shape', async () => {
    const session = await openSession(server.url, gb);
    const response = await request(`${server.url}/api/cart?${siteQuery(gb)}`, {
      method: 'POST',
      session,
      body: `{"productId":"p","sku":"s","quantity":1,"x":${nested(5000)}}`,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      status: 400,
      code: expect.any(String),
      message: 'JSON body nested deeper than 32 levels',
    });
  });
});

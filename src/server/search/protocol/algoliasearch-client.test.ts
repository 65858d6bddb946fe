/**
 * The real algoliasearch v5 client against the engine over HTTP. The host config that works
 * keeps every call under /search: `{ url: '127.0.0.1:PORT/search', protocol: 'http' }` — the
 * client builds `${protocol}://${url}/1/indexes/…` by string concatenation, so a path in
 * `url` is kept (the port must be written inside `url`, not in `port`).
 */
import { algoliasearch, type SearchResponse } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductHit } from '../../../shared/domain/product';
import { searchRoutes } from './routes';
import { fixtureService } from '../testing/fixture-service';

let app: FastifyInstance;
let hosts: Array<{ url: string; protocol: 'http'; accept: 'readWrite' }>;

beforeAll(async () => {
  app = Fastify();
  await app.register(searchRoutes, { service: fixtureService() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  hosts = [{ url: `127.0.0.1:${port}/search`, protocol: 'http', accept: 'readWrite' }];
});
afterAll(() => app.close());

describe('algoliasearch against the local engine', () => {
  it('client.search runs multi-queries', async () => {
    const client = algoliasearch('local', 'search-key', { hosts });
    const { results } = await client.search<ProductHit>({
      requests: [
        {
          indexName: 'gb_en',
          query: 'dres',
          facets: ['color.group'],
          hitsPerPage: 2,
          clickAnalytics: true,
        },
        { indexName: 'gb_en_price_asc', filters: 'brand.name:"Maison Lune"', distinct: true },
      ],
    });
    const [dresses, brand] = results as Array<SearchResponse<ProductHit>>;
    expect(dresses?.nbHits).toBe(4);
    expect(dresses?.hits).toHaveLength(2);
    expect(dresses?.facets?.['color.group']).toEqual({ black: 1, blue: 1, green: 1, red: 1 });
    expect(dresses?.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(brand?.hits.map((h) => h.objectID)).toEqual(['100001-navy', '100005-navy']);
  });

  it('the lite client the app uses gets the same results', async () => {
    const client = liteClient('local', 'search-key', { hosts });
    const { results } = await client.search<ProductHit>({
      requests: [{ indexName: 'fr_fr', query: 'robe', hitsPerPage: 1 }],
    });
    expect((results[0] as SearchResponse<ProductHit>).hits[0]?.name).toMatch(/^Robe/);
  });

  it('searchSingleIndex and facet-value search', async () => {
    const client = algoliasearch('local', 'search-key', { hosts });
    const single = await client.searchSingleIndex<ProductHit>({
      indexName: 'gb_en_newest',
      searchParams: { hitsPerPage: 1 },
    });
    expect(single.hits[0]?.objectID).toBe('100005-navy');
    const facets = await client.searchForFacetValues({
      indexName: 'gb_en',
      facetName: 'brand.name',
      searchForFacetValuesRequest: { facetQuery: 'nor' },
    });
    expect(facets.facetHits).toEqual([
      { value: 'Nordvik', highlighted: '<em>Nor</em>dvik', count: 4 },
    ]);
  });

  it('the recommend client gets related products', async () => {
    const recommend = algoliasearch('local', 'search-key', { hosts }).initRecommend({
      options: { hosts },
    });
    const { results } = await recommend.getRecommendations({
      requests: [
        { indexName: 'gb_en', model: 'related-products', objectID: '100001-navy', threshold: 0 },
      ],
    });
    const ids = results[0]!.hits.map((h) => (h as unknown as ProductHit).productId);
    expect(ids).toContain('100002'); // the other dress
    expect(ids).not.toContain('100001');
  });

  it('a bad filter surfaces as the client ApiError with our message and status', async () => {
    const client = algoliasearch('local', 'search-key', { hosts });
    await expect(
      client.search({ requests: [{ indexName: 'gb_en', filters: 'gender:men OR' }] }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'filters: Unexpected token end of filter expected filter at col 13',
    });
  });
});

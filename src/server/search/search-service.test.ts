/** The engine through its service API, over the fixture catalogue (see filters/filters.test.ts). */
import { describe, expect, it } from 'vitest';
import { fixtureCatalogue } from './testing/fixture-catalogue';
import { fixtureService } from './testing/fixture-service';
import { SearchBudget } from './protocol/search-budget';
import { AnswerToCache } from './protocol/answer-cache';

const service = fixtureService();
const ids = (hits: Array<Record<string, unknown>>) => hits.map((h) => h.objectID);

describe('indexes', () => {
  it('has one index per site and language plus a replica per sort option', () => {
    expect(service.indexNames().sort()).toEqual(
      ['gb_en', 'fr_fr', 'fr_en', 'jp_ja']
        .flatMap((p) => [
          p,
          `${p}_price_asc`,
          `${p}_price_desc`,
          `${p}_newest`,
          `${p}_query_suggestions`,
        ])
        .sort(),
    );
  });

  it('answers 404 in Algolia words for an unknown index', () => {
    expect(() => service.search('gb_de', {})).toThrow(
      expect.objectContaining({ status: 404, message: 'Index gb_de does not exist' }),
    );
  });

  it('leaves out products without a price in the site currency', () => {
    expect(service.search('gb_en', {}).nbHits).toBe(8);
    expect(service.search('fr_fr', {}).nbHits).toBe(7);
    expect(ids(service.search('fr_fr', { hitsPerPage: 100 }).hits)).not.toContain('100005-navy');
  });
});

describe('ranking', () => {
  it('orders an empty query by custom ranking: popularity, then newest', () => {
    expect(ids(service.search('gb_en', { hitsPerPage: 100 }).hits)).toEqual([
      '100004-black',
      '100001-navy',
      '100001-red',
      '100002-black',
      '100002-green',
      '100003-sky',
      '100003-white',
      '100005-navy',
    ]);
  });

  it('orders replicas by their attribute first', () => {
    const prices = (index: string) =>
      service.search(index, { hitsPerPage: 100 }).hits.map((h) => h.salePrice as number);
    expect(prices('gb_en_price_asc')).toEqual([35, 35, 69.99, 69.99, 70, 120, 120, 250]);
    expect(prices('gb_en_price_desc')).toEqual([250, 120, 120, 70, 69.99, 69.99, 35, 35]);
    const newest = service
      .search('gb_en_newest', { hitsPerPage: 100 })
      .hits.map((h) => h.productId);
    expect(newest).toEqual([
      '100005',
      '100002',
      '100002',
      '100003',
      '100003',
      '100001',
      '100001',
      '100004',
    ]);
  });

  it('sorts text matches on a replica by the attribute, then relevance', () => {
    const hits = service.search('gb_en_price_desc', { query: 'dress', hitsPerPage: 100 }).hits;
    expect(hits.map((h) => h.salePrice)).toEqual([120, 120, 69.99, 69.99]);
  });

  it('ranks fewer typos and better attributes before popularity', () => {
    // "navy" is a colour name (attribute 4) for both navy records; "nordvik" a brand (2)
    const hits = service.search('gb_en', { query: 'Nordvik' }).hits;
    expect(hits.map((h) => h.productId)).toEqual(['100002', '100002', '100003', '100003']);
    // "wrap" matches the linen dress's name exactly; nothing else has it
    expect(ids(service.search('gb_en', { query: 'wrap' }).hits)).toEqual([
      '100001-navy',
      '100001-red',
    ]);
    // an exact word beats a word found only through a typo, whatever the popularity
    const coat = service.search('gb_en', { query: 'coat' }).hits;
    expect(coat[0]?.objectID).toBe('100004-black');
  });
});

describe('text matching', () => {
  it('completes the last word as a prefix: "dres" finds the dresses', () => {
    expect(ids(service.search('gb_en', { query: 'dres' }).hits).sort()).toEqual([
      '100001-navy',
      '100001-red',
      '100002-black',
      '100002-green',
    ]);
  });

  it('tolerates typos: one from 4 letters, two from 8', () => {
    expect(service.search('gb_en', { query: 'drezs silk' }).hits.map((h) => h.productId)).toEqual([
      '100002',
      '100002',
    ]);
    expect(service.search('gb_en', { query: 'jackat' }).nbHits).toBe(1);
    expect(service.search('gb_en', { query: 'nprdvikk' }).nbHits).toBe(4);
    expect(service.search('gb_en', { query: 'nprdvil' }).nbHits).toBe(0);
    // 3-letter words allow no typo
    expect(service.search('gb_en', { query: 'rad dress' }).nbHits).toBe(0);
  });

  it('needs every word, across attributes', () => {
    expect(ids(service.search('gb_en', { query: 'red linen' }).hits)).toEqual(['100001-red']);
    expect(service.search('gb_en', { query: 'red shirt' }).nbHits).toBe(0);
  });

  it('treats a query of separators only as an empty query, like Algolia', () => {
    expect(service.search('gb_en', { query: ' - !! ' }).nbHits).toBe(8);
  });

  it('ignores case and accents', () => {
    expect(service.search('fr_fr', { query: 'LEGERE' }).hits.map((h) => h.productId)).toEqual([
      '100001',
      '100001',
    ]);
  });

  it('segments Japanese text into words', () => {
    const hits = service.search('jp_ja', { query: 'ドレス', hitsPerPage: 100 }).hits;
    expect(new Set(hits.map((h) => h.productId))).toEqual(new Set(['100001', '100002']));
    expect(service.search('jp_ja', { query: 'コート' }).hits.map((h) => h.productId)).toEqual([
      '100004',
    ]);
  });
});

describe('facets', () => {
  it('counts over the filtered results, by count then value', () => {
    const result = service.search('gb_en', {
      filters: 'gender:women',
      facets: ['brand.name', 'color.group', 'size', 'onSale'],
      hitsPerPage: 1,
    });
    expect(result.facets).toEqual({
      'brand.name': { 'Maison Lune': 2, Nordvik: 2, 'Atelier Sol': 1 },
      'color.group': { black: 2, blue: 1, green: 1, red: 1 },
      size: { L: 4, M: 4, S: 3, XS: 3 },
      onSale: { false: 3, true: 2 },
    });
    expect(result.exhaustiveFacetsCount).toBe(true);
  });

  it('computes stats for numeric facets and truncates to maxValuesPerFacet', () => {
    const result = service.search('gb_en', {
      facets: ['salePrice', 'color.group'],
      maxValuesPerFacet: 2,
    });
    expect(result.facets_stats).toEqual({
      salePrice: { min: 35, max: 250, avg: 96.2475, sum: 769.98 },
    });
    expect(result.facets?.['color.group']).toEqual({ black: 2, blue: 3 });
    expect(Object.keys(result.facets?.salePrice ?? {})).toHaveLength(2);
  });

  it('"*" counts every faceted attribute except filter-only ones', () => {
    const facets = service.search('gb_en', { facets: '*' }).facets ?? {};
    expect(facets).toHaveProperty(['brand.name']);
    expect(facets).toHaveProperty('categoryPageIds');
    expect(facets).not.toHaveProperty('productId');
    expect(facets).not.toHaveProperty('objectID');
  });

  it('counts the text matches of a query', () => {
    const result = service.search('gb_en', { query: 'navy', facets: ['brand.name'] });
    expect(result.facets).toEqual({ 'brand.name': { 'Maison Lune': 2 } });
  });

  it('searches facet values', () => {
    const result = service.searchForFacetValues('gb_en', 'brand.name', { facetQuery: 'lun' });
    expect(result.facetHits).toEqual([
      { value: 'Maison Lune', highlighted: 'Maison <em>Lun</em>e', count: 3 },
    ]);
    const women = service.searchForFacetValues('gb_en', 'brand.name', {
      facetQuery: '',
      filters: 'gender:women',
    });
    expect(women.facetHits.map((h) => [h.value, h.count])).toEqual([
      ['Maison Lune', 2],
      ['Nordvik', 2],
      ['Atelier Sol', 1],
    ]);
    expect(() => service.searchForFacetValues('gb_en', 'productId', {})).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });
});

describe('distinct and paging', () => {
  it('keeps the best hit per product with distinct, and counts groups', () => {
    const result = service.search('gb_en', {
      distinct: true,
      hitsPerPage: 100,
      facets: ['brand.name'],
    });
    expect(ids(result.hits)).toEqual([
      '100004-black',
      '100001-navy',
      '100002-black',
      '100003-sky',
      '100005-navy',
    ]);
    expect(result.nbHits).toBe(5);
    // facets still count every matching variant
    expect(result.facets?.['brand.name']).toEqual({
      'Maison Lune': 3,
      Nordvik: 4,
      'Atelier Sol': 1,
    });
    expect(service.search('gb_en', { distinct: 2 }).nbHits).toBe(8);
    expect(service.search('gb_en', { distinct: 0 }).nbHits).toBe(8);
  });

  it('pages with page/hitsPerPage', () => {
    const all = ids(service.search('gb_en', { hitsPerPage: 100 }).hits);
    const page1 = service.search('gb_en', { hitsPerPage: 3, page: 1 });
    expect(page1).toMatchObject({ page: 1, nbPages: 3, hitsPerPage: 3, nbHits: 8 });
    expect(ids(page1.hits)).toEqual(all.slice(3, 6));
    expect(ids(service.search('gb_en', { hitsPerPage: 3, page: 2 }).hits)).toEqual(all.slice(6));
    expect(service.search('gb_en', { hitsPerPage: 3, page: 5 }).hits).toEqual([]);
    expect(service.search('gb_en', { hitsPerPage: 0 })).toMatchObject({
      hits: [],
      nbPages: 0,
      nbHits: 8,
    });
  });

  it('pages with offset/length', () => {
    const all = ids(service.search('gb_en', { hitsPerPage: 100 }).hits);
    const result = service.search('gb_en', { offset: 2, length: 4 });
    expect(ids(result.hits)).toEqual(all.slice(2, 6));
    expect(result).toMatchObject({ offset: 2, length: 4 });
  });

  it('defaults to 20 hits per page and refuses more than 1000', () => {
    expect(service.search('gb_en', {}).hitsPerPage).toBe(20);
    expect(() => service.search('gb_en', { hitsPerPage: 1001 })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });
});

describe('parameters', () => {
  it('reads a URL-encoded params string like older clients send', () => {
    const params =
      'query=dres&hitsPerPage=2&facets=%5B%22brand.name%22%5D&facetFilters=%5B%22color.group%3Ablack%22%5D&distinct=true';
    const result = service.search('gb_en', { params });
    expect(ids(result.hits)).toEqual(['100002-black']);
    expect(result).toMatchObject({ hitsPerPage: 2, query: 'dres', params });
    expect(result.facets).toEqual({ 'brand.name': { Nordvik: 1 } });
  });

  it('retrieves only the asked attributes, objectID always', () => {
    const [hit] = service.search('gb_en', {
      attributesToRetrieve: ['name', 'salePrice'],
      hitsPerPage: 1,
    }).hits;
    expect(hit).toEqual({ objectID: '100004-black', name: 'Wool Coat', salePrice: 250 });
    const [all] = service.search('gb_en', {
      attributesToRetrieve: ['*', '-description'],
      hitsPerPage: 1,
    }).hits;
    expect(all).toHaveProperty('brand');
    expect(all).not.toHaveProperty('description');
  });

  it('returns a queryID with clickAnalytics and accepts analytics parameters', () => {
    const result = service.search('gb_en', {
      clickAnalytics: true,
      analytics: false,
      analyticsTags: ['listing'],
      ruleContexts: ['women'],
      getRankingInfo: true,
      userToken: 'anonymous-1',
    });
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(service.search('gb_en', {}).queryID).toBeUndefined();
  });

  it('refuses unknown parameters and wrong types', () => {
    expect(() => service.search('gb_en', { hitsPerPag: 3 })).toThrow(
      expect.objectContaining({ status: 400, message: 'Unknown parameter: hitsPerPag' }),
    );
    expect(() => service.search('gb_en', { constructor: 1 })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    expect(() => service.search('gb_en', { page: -1 })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    expect(() => service.search('gb_en', { query: 42n as unknown })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    expect(() => service.search('gb_en', { facets: [1] })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });
});

describe('multipleQueries', () => {
  it('answers each request in order, default and facet types', () => {
    // an answer that will join the answer cache carries the engine's answer
    const plain = (result: object) => (result instanceof AnswerToCache ? result.answer : result);
    const results = [
      ...service.multipleQueries(
        {
          requests: [
            { indexName: 'gb_en', query: 'shirt', hitsPerPage: 1 },
            { indexName: 'fr_fr_price_asc', params: 'hitsPerPage=1' },
            { indexName: 'gb_en', type: 'facet', facet: 'color.group', facetQuery: 'bl' },
          ],
          strategy: 'none',
        },
        new SearchBudget(),
      ),
    ].map(plain);
    expect(results[0]).toMatchObject({ index: 'gb_en', nbHits: 2 });
    expect(results[1]).toMatchObject({ index: 'fr_fr_price_asc', hits: [{ salePrice: 50 }] });
    expect(results[2]).toMatchObject({
      facetHits: [
        { value: 'blue', count: 3 },
        { value: 'black', count: 2 },
      ],
    });
  });

  it('refuses more than 50 requests and malformed bodies', () => {
    const run = (body: unknown) => [...service.multipleQueries(body, new SearchBudget())];
    const requests = Array.from({ length: 51 }, () => ({ indexName: 'gb_en' }));
    expect(() => run({ requests })).toThrow(
      expect.objectContaining({ status: 400, message: 'Too many queries in multi query request' }),
    );
    expect(() => run({})).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => run({ requests: [{ query: 'x' }] })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    expect(() => run({ requests: [], strategy: 'fast' })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });
});

describe('rebuild', () => {
  it('swaps in a new catalogue', () => {
    const local = fixtureService();
    const catalogue = fixtureCatalogue();
    catalogue.products = catalogue.products.slice(0, 1);
    local.rebuild(catalogue);
    expect(local.search('gb_en', {}).nbHits).toBe(2);
    expect(local.search('gb_en', { query: 'coat' }).nbHits).toBe(0);
  });
});

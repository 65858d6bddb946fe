/**
 * Well-formed bodies of the routes that declare no schema — Algolia's search, facet search,
 * recommend and insights protocols, read by hand in src/server/search — as the app and the
 * algoliasearch client send them, naming the seeded shop's indexes and records. The fuzzer
 * mutates them (example-arbitrary.ts), so generated requests reach the search engine and not
 * only its first refusal. Keyed by the route's pattern.
 */
import type { KnownValues } from './schema-arbitrary';

const first = (values: readonly string[] | undefined, fallback: string) => values?.[0] ?? fallback;

export function protocolCorpus(known: KnownValues): Record<string, unknown[]> {
  const indexName = first(known.indexName, 'vitrine_gb_en');
  const objectID = first(known.variantId, 'P000001-navy');
  const facets = known.facetName ?? [];
  const search = {
    indexName,
    query: 'shirt',
    facets: ['*'],
    hitsPerPage: 24,
    page: 0,
    maxValuesPerFacet: 100,
    filters: `(${first(facets, 'brand.tag')}:x OR price.value > 10) AND NOT availability:soldOut`,
    facetFilters: [[`${first(facets, 'brand.tag')}:x`], 'color.group:-blue'],
    optionalFilters: [`${first(facets, 'brand.tag')}:x<score=3>`],
    numericFilters: ['price.value>=10'],
    distinct: true,
    clickAnalytics: true,
    ruleContexts: ['listing'],
    highlightPreTag: '<em>',
    highlightPostTag: '</em>',
    attributesToRetrieve: ['*'],
    params: 'query=dress&hitsPerPage=2',
  };
  const event = {
    eventType: 'click',
    eventName: 'Product Clicked',
    index: indexName,
    userToken: 'anonymous-fuzz',
    objectIDs: [objectID],
    positions: [1],
    queryID: '0123456789abcdef0123456789abcdef',
    timestamp: Date.now(),
    objectData: [{ price: 10, quantity: 1 }],
    currency: 'GBP',
    value: 10,
  };
  return {
    '/search/1/indexes/:indexName/queries': [
      { requests: [search, { indexName, query: '', facets: facets.slice(0, 3), hitsPerPage: 0 }] },
    ],
    '/search/1/indexes/:indexName/query': [search, { query: 'a', params: 'facets=*' }],
    '/search/1/indexes/:indexName/facets/:facetName/query': [
      { facetQuery: 'a', maxFacetHits: 10, filters: search.filters, query: '' },
    ],
    '/search/1/indexes/:indexName/recommendations': [
      {
        requests: [
          { indexName, model: 'related-products', objectID, threshold: 0, maxRecommendations: 5 },
        ],
      },
    ],
    '/search/1/events': [
      { events: [event, { ...event, eventType: 'view', positions: undefined }] },
    ],
  };
}

/**
 * The listing order does not change under the app's own requests: every case of
 * fixtures/listing-order.json (navigation nodes of the AE site in Arabic and English, brand
 * pages, sort replicas, a query, merchandised products) is asked again as the listing page
 * asks it, and must show the same products in the same order as when the fixture was captured.
 * The fixture was written by the code before the listing ranking became Algolia optionalFilters
 * (fixtures/capture-listing-order.ts, removed with that code: see its commit). The engine runs
 * behind its HTTP routes, without a database (helpers/listing-order.ts).
 *
 * One rule of spec §9 did not survive: "then collection rank" has no form in Algolia's
 * parameters (features/catalogue/logic/listing-ranking.ts), so the collection listings ("new
 * in") now follow the index's custom ranking. They must still show the same products.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingQueries } from '../../src/features/catalogue/logic/listing-queries';
import { listingRankingParams } from '../../src/features/catalogue/logic/listing-ranking';
import { HITS_PER_PAGE } from '../../src/shared/constants';
import { primaryIndexName, sortIndexName } from '../../src/shared/search/index-names';
import {
  listingOrder,
  ORDER_SITE,
  startOrderServer,
  type ListingOrderCase,
  type OrderServer,
} from './helpers/listing-order';

const ORDERED_BY_COLLECTION_RANK = new Set([
  'ar /women/new-in',
  'ar /men/new-in',
  'en /women/new-in',
  'en /men/new-in',
]);

const { cases } = JSON.parse(
  readFileSync(new URL('./fixtures/listing-order.json', import.meta.url), 'utf8'),
) as { cases: ListingOrderCase[] };

describe('listing order on the demo catalogue', () => {
  let server: OrderServer;
  beforeAll(async () => {
    server = await startOrderServer();
  });
  afterAll(() => server?.close());

  it('covers every navigation node in both languages, brands, sorts and featured products', () => {
    expect(cases.length).toBeGreaterThan(80);
    expect(cases.filter((c) => c.featuredProductIds.length > 0)).toHaveLength(4);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const queries = listingQueries({
      indexName: sortIndexName(primaryIndexName(ORDER_SITE.indexPrefix, c.language), c.sortIndex),
      baseFilters: c.filters,
      selection: {},
      facetAttributes: {},
      query: c.query,
      offset: 0,
      length: HITS_PER_PAGE,
      ruleContexts: [c.ruleContext],
      ranking: listingRankingParams({
        filters: c.filters,
        featuredProductIds: c.featuredProductIds,
      }),
    });
    const order = await listingOrder(server.client, queries);
    if (ORDERED_BY_COLLECTION_RANK.has(c.name)) {
      // the whole listing fits in the first page, so the same products means the same set
      expect(c.nbHits).toBeLessThanOrEqual(c.productIds.length);
      expect({ ...order, productIds: [...order.productIds].sort() }).toEqual({
        nbHits: c.nbHits,
        productIds: [...c.productIds].sort(),
      });
    } else {
      expect(order).toEqual({ nbHits: c.nbHits, productIds: c.productIds });
    }
  });
});

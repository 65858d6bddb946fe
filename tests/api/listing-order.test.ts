/**
 * The listing order does not change under the app's own requests: every case of
 * fixtures/listing-order.json (navigation nodes of the AE site in Arabic and English, brand
 * pages, sort replicas, a query, merchandised products) is asked again as the listing page
 * asks it, and must show the same products in the same order as when the fixture was captured
 * (fixtures/capture-listing-order.ts). The engine runs behind its HTTP routes, without a
 * database (helpers/listing-order.ts).
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
      ranking: listingRankingParams('local', {
        filters: c.filters,
        featuredProductIds: c.featuredProductIds,
      }),
    });
    const order = await listingOrder(server.client, queries);
    expect(order).toEqual({ nbHits: c.nbHits, productIds: c.productIds });
  });
});

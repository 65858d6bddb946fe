/**
 * Product suggestions through the Algolia protocol (spec §7 "Suggestions"): the product index
 * answers 3 products for typed text under the listing rule, one per product (`distinct`).
 */
import { queryOptions } from '@tanstack/react-query';
import type { LiteClient } from 'algoliasearch/lite';
import { getSearchClient } from '../../../platform/search/search-client';
import { PRODUCT_SUGGESTIONS } from '../../../shared/constants';
import type { ProductHit } from '../../../shared/domain/product';
import type { SiteConfig } from '../../../shared/domain/site';
import { LISTING_RULE } from '../logic/listing-filters';
import { catalogueKeys } from './catalogue-keys';
import { reportSuggestionFailure } from './report-suggestion-failure';

export async function fetchProductSuggestions(
  client: LiteClient,
  index: string,
  query: string,
): Promise<ProductHit[]> {
  const { results } = await client.searchForHits<ProductHit>({
    requests: [
      {
        indexName: index,
        query,
        filters: LISTING_RULE,
        distinct: true,
        hitsPerPage: PRODUCT_SUGGESTIONS,
        clickAnalytics: true,
      },
    ],
  });
  return results[0]?.hits ?? [];
}

export function productSuggestionsQueryOptions(config: SiteConfig, index: string, query: string) {
  return queryOptions({
    queryKey: catalogueKeys.productSuggestions(index, query),
    queryFn: () =>
      reportSuggestionFailure('product suggestions', index, query, async () =>
        fetchProductSuggestions(await getSearchClient(config), index, query),
      ),
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * Search suggestions through the Algolia protocol (spec §7 "Suggestions"): the language's
 * query-suggestions index (src/shared/search/index-names.ts) answers popular searches for an empty query and
 * completions for typed text (hit field `query`, 5 hits); the product index answers 3 product
 * suggestions under the listing rule. The two requests are separate so a missing suggestions
 * index never hides the products.
 */
import type { LiteClient } from 'algoliasearch/lite';
import { PRODUCT_SUGGESTIONS } from '../../../shared/constants';
import type { ProductHit } from '../../../shared/domain/product';
import { LISTING_RULE } from '../logic/listing-filters';

/** Query suggestions per request, for typed text and for popular searches alike. */
export const QUERY_SUGGESTIONS = 5;

export interface QuerySuggestionRecord {
  objectID: string;
  query: string;
  popularity?: number;
}

/** Distinct, non-empty suggestion texts in the engine's order. */
export async function fetchQuerySuggestions(
  client: LiteClient,
  index: string,
  query: string,
): Promise<string[]> {
  const { results } = await client.searchForHits<QuerySuggestionRecord>({
    requests: [{ indexName: index, query, hitsPerPage: QUERY_SUGGESTIONS, analytics: false }],
  });
  const texts = (results[0]?.hits ?? []).map((hit) => hit.query?.trim()).filter(Boolean);
  return [...new Set(texts)];
}

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

/**
 * Query suggestions through the Algolia protocol (spec §7 "Suggestions"): the language's
 * query-suggestions index (src/shared/search/index-names.ts) answers popular searches for an empty query and
 * completions for typed text (hit field `query`, 5 hits). Product suggestions are a separate
 * request (product-suggestions.ts), so a missing suggestions index never hides the products.
 */
import { queryOptions } from '@tanstack/react-query';
import type { LiteClient } from 'algoliasearch/lite';
import { getSearchClient } from '../../../platform/search/search-client';
import { querySuggestionsIndexName, siteIndexName } from '../../../shared/search/index-names';
import type { SiteConfig } from '../../../shared/domain/site';
import { catalogueKeys } from './catalogue-keys';
import { reportSuggestionFailure } from './report-suggestion-failure';

/** Query suggestions per request, for typed text and for popular searches alike. */
export const QUERY_SUGGESTIONS = 5;

export interface QuerySuggestionRecord {
  objectID: string;
  query: string;
  popularity?: number;
}

export function querySuggestionsIndex(config: SiteConfig, language: string): string {
  return querySuggestionsIndexName(siteIndexName(config, language));
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

export function querySuggestionsQueryOptions(config: SiteConfig, index: string, query: string) {
  return queryOptions({
    queryKey: catalogueKeys.querySuggestions(index, query),
    queryFn: () =>
      reportSuggestionFailure('query suggestions', index, query, async () =>
        fetchQuerySuggestions(await getSearchClient(config), index, query),
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

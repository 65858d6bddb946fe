/**
 * The suggestions a search box shows for its text (spec §2 "Search input", §7): nothing below the
 * language's threshold, popular searches for an empty box, else query completions and product
 * suggestions. Both lists are cached per index and text, so typing back to an earlier text answers
 * at once.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSearchClient, indexName } from '../../../platform/search/search-client';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import type { SiteConfig } from '../../../shared/domain/site';
import { catalogueKeys } from './catalogue-keys';
import {
  fetchProductSuggestions,
  fetchQuerySuggestions,
  querySuggestionsIndex,
} from './suggestions-api';

export type SuggestionMode = 'popular' | 'typed' | 'none';

/** Spec §2: suggestions appear once the text reaches the language's threshold (default 1). */
export function searchThreshold(config: SiteConfig, language: string): number {
  const threshold = config.options.components?.searchInput?.searchThreshold?.[language];
  return typeof threshold === 'number' && threshold >= 1 ? threshold : 1;
}

export function suggestionMode(query: string, threshold: number): SuggestionMode {
  if (query === '') return 'popular';
  return query.length >= threshold ? 'typed' : 'none';
}

/**
 * A failed suggestions request is reported with what, where and for which text, then fails its
 * query: the panel shows nothing for it (never a stale list or a wait), and the next keystroke
 * asks again. Suggestions are a convenience, so there is no retry and no error on screen.
 */
export function reportFailure<T>(
  what: 'query suggestions' | 'product suggestions',
  index: string,
  query: string,
  request: () => Promise<T>,
): Promise<T> {
  return request().catch((error: unknown) => {
    console.warn(`Search box: ${what} failed`, { index, query, error });
    throw error;
  });
}

const suggestionKeys = {
  queries: (index: string, query: string) =>
    [...catalogueKeys.all, 'suggestions', 'queries', index, query] as const,
  products: (index: string, query: string) =>
    [...catalogueKeys.all, 'suggestions', 'products', index, query] as const,
};

/** `query` is the settled (debounced, trimmed) text of the box. */
export function useSuggestions(query: string, enabled: boolean) {
  const { config } = useSite();
  const { language } = useActiveLocale();
  const mode = suggestionMode(query, searchThreshold(config, language));
  const queryIndex = querySuggestionsIndex(config, language);
  const productIndex = indexName(config, language);
  const queries = useQuery({
    queryKey: suggestionKeys.queries(queryIndex, query),
    queryFn: () =>
      reportFailure('query suggestions', queryIndex, query, () =>
        fetchQuerySuggestions(getSearchClient(config), queryIndex, query),
      ),
    enabled: enabled && mode !== 'none',
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const products = useQuery({
    queryKey: suggestionKeys.products(productIndex, query),
    queryFn: () =>
      reportFailure('product suggestions', productIndex, query, () =>
        fetchProductSuggestions(getSearchClient(config), productIndex, query),
      ),
    enabled: enabled && mode === 'typed',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  // a failed request shows nothing, not the previous text's answer
  return {
    mode,
    queries: mode === 'none' || queries.isError ? [] : (queries.data ?? []),
    products: mode === 'typed' && !products.isError ? (products.data ?? []) : [],
  };
}

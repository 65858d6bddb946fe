/**
 * The suggestions a search box shows for its text (spec §2 "Search input", §7): nothing below the
 * language's threshold, popular searches for an empty box, else query completions and product
 * suggestions. Both lists are cached per index and text, so typing back to an earlier text answers
 * at once.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { siteIndexName } from '../../../shared/search/index-names';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import type { SiteConfig } from '../../../shared/domain/site';
import { productSuggestionsQueryOptions } from './product-suggestions';
import { querySuggestionsIndex, querySuggestionsQueryOptions } from './query-suggestions';

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

/** `query` is the settled (debounced, trimmed) text of the box. */
export function useSuggestions(query: string, enabled: boolean) {
  const { config } = useSite();
  const { language } = useActiveLocale();
  const mode = suggestionMode(query, searchThreshold(config, language));
  const queryIndex = querySuggestionsIndex(config, language);
  const productIndex = siteIndexName(config, language);
  const queries = useQuery({
    ...querySuggestionsQueryOptions(config, queryIndex, query),
    enabled: enabled && mode !== 'none',
    placeholderData: keepPreviousData,
  });
  const products = useQuery({
    ...productSuggestionsQueryOptions(config, productIndex, query),
    enabled: enabled && mode === 'typed',
    placeholderData: keepPreviousData,
  });
  // a failed request shows nothing, not the previous text's answer
  return {
    mode,
    queries: mode === 'none' || queries.isError ? [] : (queries.data ?? []),
    products: mode === 'typed' && !products.isError ? (products.data ?? []) : [],
  };
}

/**
 * The /search page's request: the query against the chosen sort replica under the listing rule,
 * with the page's rule context, so query rules can answer banners and redirects in `userData`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiteClient } from 'algoliasearch/lite';
import { getSearchClient } from '../../../platform/search/search-client';
import { siteIndexName } from '../../../shared/search/index-names';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import { HITS_PER_PAGE } from '../../../shared/constants';
import { LISTED_ATTRIBUTES, type ListedProductHit } from '../../../shared/search/listed-attributes';
import type { SiteConfig } from '../../../shared/domain/site';
import { LISTING_RULE } from '../logic/listing-filters';
import { catalogueKeys } from './catalogue-keys';
import type { ProductSearchResult } from './search-products';

/** Rule context of the search page (rules may also match on the query alone). */
export const SEARCH_RULE_CONTEXT = 'search';

export interface SearchResults extends ProductSearchResult {
  /** the engine's userData entries of matched rules, as sent */
  userData: unknown[];
}

export async function fetchSearchResults(
  client: LiteClient,
  index: string,
  query: string,
): Promise<SearchResults> {
  const { results } = await client.searchForHits<ListedProductHit>({
    requests: [
      {
        indexName: index,
        query,
        filters: LISTING_RULE,
        distinct: true,
        hitsPerPage: HITS_PER_PAGE,
        page: 0,
        clickAnalytics: true,
        attributesToRetrieve: LISTED_ATTRIBUTES,
        ruleContexts: [SEARCH_RULE_CONTEXT],
      },
    ],
  });
  const result = results[0];
  if (!result) throw new Error(`No search result for index ${index}`);
  const userData: unknown = result.userData;
  return {
    hits: result.hits,
    nbHits: result.nbHits ?? result.hits.length,
    page: result.page ?? 0,
    nbPages: result.nbPages ?? 1,
    queryID: result.queryID,
    userData: Array.isArray(userData) ? (userData as unknown[]) : [],
  };
}

export function searchResultsQueryOptions(config: SiteConfig, index: string, query: string) {
  return queryOptions({
    queryKey: catalogueKeys.searchPage(index, query),
    // the client is loaded in the query function: hydrated or restored data never needs it
    queryFn: async () => fetchSearchResults(await getSearchClient(config), index, query),
  });
}

/**
 * The search page's answer on the chosen sort of the active language; idle without a query.
 * `sortIndex` is the sort option's index: a replica suffix or a full index name.
 */
export function useSearchResults(query: string, sortIndex: string) {
  const { config } = useSite();
  const { language } = useActiveLocale();
  const index = siteIndexName(config, language, sortIndex);
  return useQuery({ ...searchResultsQueryOptions(config, index, query), enabled: query !== '' });
}

/**
 * One listing page through the Algolia protocol: hits of the page window and facet counts
 * (disjunctive, see listing-queries). Each combination of path filters, selection, sort, query
 * and page is its own query key, so an answer to a superseded request is never shown.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LiteClient } from 'algoliasearch/lite';
import { getSearchClient } from '../../../platform/search/search-client';
import { useSite } from '../../../platform/site/site-context';
import type { ListedProductHit } from '../../../shared/search/listed-attributes';
import type { SiteConfig } from '../../../shared/domain/site';
import {
  listingQueries,
  mergeFacets,
  type FacetCounts,
  type ListingQuery,
  type ListingQueryInput,
} from '../logic/listing-queries';
import { pageCount } from '../logic/paging';
import { catalogueKeys } from './catalogue-keys';

export interface ListingResult {
  hits: ListedProductHit[];
  nbHits: number;
  facets: FacetCounts;
  /** 0-based page and page count, as ProductSearchResult has them */
  page: number;
  nbPages: number;
  queryID?: string;
}

export async function searchListing(
  client: LiteClient,
  queries: readonly ListingQuery[],
  hitsPerPage: number,
): Promise<ListingResult> {
  const { results } = await client.searchForHits<ListedProductHit>({ requests: [...queries] });
  const main = results[0];
  if (!main) throw new Error(`No search result for index ${queries[0]?.indexName ?? '?'}`);
  return {
    hits: main.hits,
    nbHits: main.nbHits ?? main.hits.length,
    facets: mergeFacets(queries, results),
    // offset/length paging: Algolia's page fields describe its own paging, so count here
    page: Math.floor((queries[0]?.offset ?? 0) / hitsPerPage),
    nbPages: pageCount(main.nbHits ?? main.hits.length, hitsPerPage),
    queryID: main.queryID,
  };
}

export function listingQueryOptions(
  config: SiteConfig,
  queries: readonly ListingQuery[],
  hitsPerPage: number,
) {
  return queryOptions({
    queryKey: catalogueKeys.listing(queries),
    // the client is loaded in the query function: hydrated or restored data never needs it
    queryFn: async () => searchListing(await getSearchClient(config), queries, hitsPerPage),
  });
}

export function useListingSearch(
  input: ListingQueryInput,
  hitsPerPage: number,
  options: {
    enabled?: boolean;
    /** false for a stand-in query (no facets while the filter definitions load): kept in
     * memory only, since a repeat visit asks the real one at once */
    persist?: boolean;
  } = {},
) {
  const { config } = useSite();
  const queries = listingQueries(input);
  return useQuery({
    ...listingQueryOptions(config, queries, hitsPerPage),
    // a new page, sort or filter keeps the current products on screen until it answers
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    ...(options.persist === false && { meta: { persist: false } }),
  });
}

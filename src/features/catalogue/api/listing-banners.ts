/**
 * The rule banners of a listing, asked before its products.
 *
 * Banners take product slots (spec §9), so page N's product window depends on how many banners
 * pages 1..N carry. Design: a cheap first query (hitsPerPage 0, no facets, the page's rule
 * context and node filters) under its own query key. It does not depend on the shopper's
 * filters, sort or page, so it runs once per category, query and language, is cached and
 * persisted like every catalogue answer (offline reopening included), and moving between pages,
 * sorts and filters never waits for it again. Page 1's window starts at 0 whatever the banners
 * are, so the products of page 1 are asked at the same time (use-listing-page); later pages
 * wait for this answer. Sent to the primary index: rules are shared by its sort replicas.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiteClient } from 'algoliasearch/lite';
import { getSearchClient } from '../../../platform/search/search-client';
import { useSite } from '../../../platform/site/site-context';
import type { SiteConfig } from '../../../shared/domain/site';
import { readSearchRules, type SearchBanner } from '../logic/search-rules';
import { catalogueKeys, type ListingBannersRequest } from './catalogue-keys';

export async function fetchListingBanners(
  client: LiteClient,
  request: ListingBannersRequest,
): Promise<SearchBanner[]> {
  const { results } = await client.searchForHits({
    requests: [
      {
        indexName: request.indexName,
        query: request.query,
        filters: request.filters,
        ruleContexts: [request.ruleContext],
        hitsPerPage: 0,
        // not a search the shopper sees: keep it out of search analytics
        analytics: false,
      },
    ],
  });
  return readSearchRules(results[0]?.userData).banners;
}

export function listingBannersQueryOptions(config: SiteConfig, request: ListingBannersRequest) {
  return queryOptions({
    queryKey: catalogueKeys.listingBanners(request),
    // the client is loaded in the query function: hydrated or restored data never needs it
    queryFn: async () =>
      fetchListingBanners(await getSearchClient(config), request).catch((error: unknown) => {
        // the listing shows its products without banners; say why they are missing
        console.warn('Listing banners failed', { ...request, error });
        throw error;
      }),
    // merchandising changes rarely; a shopper paging through a category asks once
    staleTime: 5 * 60_000,
  });
}

export function useListingBanners(request: ListingBannersRequest) {
  const { config } = useSite();
  return useQuery(listingBannersQueryOptions(config, request));
}

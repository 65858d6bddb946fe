/**
 * A listing page's products with its rule banners in their slots (spec §9 "Listing offset").
 *
 * Banners come first from their own cached query (api/listing-banners.ts explains why); the
 * product window of page N is then pageWindow(page, 120, banners per page): page 1 shows
 * 120 − its banners, page 2 starts where page 1 stopped, so no product is skipped or repeated,
 * and the page count follows the same slots. Page 1 starts at 0 whatever the banners, so its
 * products are asked at once (a full page, trimmed to the window) instead of after the banners;
 * later pages wait for the banner answer. A failed banner query means no banners, never no
 * products.
 */
import { HITS_PER_PAGE } from '../../../shared/constants';
import { useListingBanners } from '../api/listing-banners';
import { useListingSearch, type ListingResult } from '../api/search-listing';
import { bannersOnPage, bannersPerPage, pageCountWithBanners } from '../logic/banner-placement';
import { listingFilter } from '../logic/listing-filters';
import type { ListingQueryInput } from '../logic/listing-queries';
import { listingRankingParams } from '../logic/listing-ranking';
import { pageWindow } from '../logic/paging';
import type { SearchBanner } from '../logic/search-rules';
import type { ResultsState } from '../components/results/results-section';

export interface ListingResultsInput extends Omit<
  ListingQueryInput,
  'offset' | 'length' | 'ruleContexts' | 'ranking'
> {
  /** the primary index (rules are shared by its sort replicas) */
  primaryIndex: string;
  ruleContext: string;
  /** 1-based */
  page: number;
  featuredProductIds: readonly string[];
  /** the filter definitions (facet attributes) are still loading */
  facetsPending?: boolean;
}

export interface ListingResults {
  result: ResultsState & { data: ListingResult | undefined; isPlaceholderData: boolean };
  /** banners of the page shown, in slot order */
  banners: SearchBanner[];
  /** 1-based position of the page's first product */
  firstPosition: number;
}

export function useListingResults(input: ListingResultsInput): ListingResults {
  const banners = useListingBanners({
    indexName: input.primaryIndex,
    ruleContext: input.ruleContext,
    filters: listingFilter(input.baseFilters),
    query: input.query,
  });
  // a failed banner query is no banners (the products matter more); it is retried on its own
  const known = banners.data ?? (banners.isError ? [] : undefined);
  const perPage = known ? bannersPerPage(known) : [];
  const slice = pageWindow({
    page: input.page - 1,
    hitsPerPage: HITS_PER_PAGE,
    bannersPerPage: perPage,
  });
  const firstPage = input.page === 1;
  const search = useListingSearch(
    {
      indexName: input.indexName,
      baseFilters: input.baseFilters,
      selection: input.selection,
      facetAttributes: input.facetAttributes,
      query: input.query,
      ...(firstPage ? { offset: 0, length: HITS_PER_PAGE } : slice),
      ruleContexts: [input.ruleContext],
      ranking: listingRankingParams({
        filters: input.baseFilters,
        featuredProductIds: input.featuredProductIds,
      }),
    },
    HITS_PER_PAGE,
    { enabled: firstPage || known !== undefined, persist: !input.facetsPending },
  );

  const raw = search.data;
  const data: ListingResult | undefined =
    raw && known
      ? {
          ...raw,
          hits: raw.hits.slice(0, slice.length),
          page: input.page - 1,
          nbPages: pageCountWithBanners(raw.nbHits, HITS_PER_PAGE, perPage),
        }
      : undefined;
  const hasProducts = (data?.nbHits ?? 0) > 0;
  return {
    result: {
      data,
      // until both answers are in, the grid shows skeletons rather than a grid that jumps
      isPending: data === undefined && !search.isError,
      isError: search.isError,
      // offline, either answer waiting for a network keeps the grid from ever showing
      isPaused: search.isPaused || (banners.isPaused && known === undefined),
      failureCount: search.failureCount,
      isFetching: search.isFetching || banners.isFetching,
      isPlaceholderData: search.isPlaceholderData,
      refetch: search.refetch,
    },
    banners: known && hasProducts ? bannersOnPage(known, input.page) : [],
    firstPosition: slice.offset + 1,
  };
}

/**
 * The listing page talon: URL state → search (path filters, shopper's filters, sort replica,
 * query, page window) → what the page shows, and the actions that write the URL back.
 */
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import type { NavTreeNode } from '../../../shared/domain/content';
import { siteIndexName } from '../../../shared/search/index-names';
import { useFilterDefinitions } from '../api/filter-definitions';
import type { FilterSelection } from '../logic/filter-selection';
import { readFeaturedProductIds } from '../logic/listing-ranking';
import { DEFAULT_FILTER_NAMES } from '../logic/listing-url';
import { listingRuleContext } from '../logic/rule-context';
import { DEFAULT_SORT, resolveSortOption, sortOptionsFor } from '../logic/sort-options';
import { facetAttributesOf, visibleFilters } from '../logic/visible-filters';
import { useListingResults } from './use-listing-results';
import { useListingUrl } from './use-listing-url';

export function useListingPage(node: NavTreeNode) {
  const { config, sortOptions } = useSite();
  const { language } = useActiveLocale();
  const [path] = useLocation();
  const search = useSearch();
  const definitions = useFilterDefinitions();
  const names = definitions.data?.map((d) => d.name) ?? DEFAULT_FILTER_NAMES;
  const { state, update } = useListingUrl(names);

  const offeredSorts = sortOptionsFor(sortOptions, path);
  const sort = resolveSortOption(offeredSorts, state.sortBy);
  const index = siteIndexName(config, language, sort?.index ?? '');
  const { result, banners, firstPosition } = useListingResults({
    indexName: index,
    primaryIndex: siteIndexName(config, language),
    ruleContext: listingRuleContext(node),
    baseFilters: node.filters,
    selection: state.filters,
    facetAttributes: facetAttributesOf(definitions.data),
    query: state.query,
    page: state.page,
    featuredProductIds: readFeaturedProductIds(search),
    facetsPending: definitions.isPending,
  });

  // a shared link past the last page (fewer products now) lands on the last page instead
  const lastPage = result.data && result.data.nbHits > 0 ? result.data.nbPages : null;
  useEffect(() => {
    if (lastPage !== null && !result.isPlaceholderData && state.page > lastPage)
      update({ page: lastPage }, { replace: true });
  }, [lastPage, result.isPlaceholderData, state.page, update]);

  const filters = visibleFilters(
    definitions.data ?? [],
    result.data?.facets ?? {},
    state.filters,
    node.filters,
  );

  const filterOptions = config.options.components.listingFilters;
  return {
    /** desktop filter layout of the site (spec §2: dropdowns by default, or a sidebar) */
    layout: filterOptions?.layout ?? 'dropdown',
    /** spec §4: the sidebar's instant mode defaults to true */
    sidebarInstant: filterOptions?.instant ?? true,
    state,
    result,
    /** rule banners of this page, in their grid slots */
    banners,
    firstPosition,
    index,
    filters,
    definitions: definitions.data ?? [],
    sortOptions: offeredSorts,
    sortValue: sort?.value ?? DEFAULT_SORT,
    pages: result.data?.nbPages ?? 1,
    applyFilters: (next: FilterSelection) => update({ filters: next }),
    applySort: (value: string) => update({ sortBy: value }),
    goToPage: (page: number) => {
      update({ page });
      window.scrollTo({ top: 0 });
    },
  };
}

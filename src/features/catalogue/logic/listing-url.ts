/**
 * Listing state in the URL (spec §2 query parameters): filters by their configured names
 * (repeated for several values), sortBy, page (1-based) and query. Parameters the listing does
 * not own (hide_cookies, admin …) pass through untouched.
 */
import { readPage } from './paging';
import type { FilterSelection } from './filter-selection';
import { sanitiseFilterValue } from './listing-filters';
import { sanitiseSearchQuery } from './sanitise-query';
import { DEFAULT_SORT } from './sort-options';

/** Filter names every site knows before its definitions have loaded. */
export const DEFAULT_FILTER_NAMES = ['brand', 'color', 'size', 'priceRange', 'onSale'] as const;

export interface ListingState {
  filters: FilterSelection;
  /** null: the default sort */
  sortBy: string | null;
  /** 1-based */
  page: number;
  query: string;
}

export function parseListingSearch(
  search: string,
  filterNames: readonly string[] = DEFAULT_FILTER_NAMES,
): ListingState {
  const params = new URLSearchParams(search);
  const filters: Record<string, string[]> = {};
  for (const name of filterNames) {
    const values = [...new Set(params.getAll(name).map(sanitiseFilterValue).filter(Boolean))];
    if (values.length > 0) filters[name] = values;
  }
  const sortBy = params.get('sortBy');
  return {
    filters,
    sortBy: sortBy && sortBy !== DEFAULT_SORT ? sortBy : null,
    page: readPage(params.get('page')),
    query: sanitiseSearchQuery(params.get('query')),
  };
}

/**
 * The search string for `state`, keeping the parameters of `current` the listing does not own.
 * Defaults (best match, page 1, no query) stay out of the URL so shared links stay short.
 */
export function listingSearch(
  current: string,
  state: ListingState,
  filterNames: readonly string[] = DEFAULT_FILTER_NAMES,
): string {
  const params = new URLSearchParams(current);
  for (const name of [...filterNames, ...Object.keys(state.filters)]) params.delete(name);
  for (const name of ['sortBy', 'page', 'query']) params.delete(name);
  for (const [name, values] of Object.entries(state.filters)) {
    for (const value of values) params.append(name, value);
  }
  if (state.sortBy && state.sortBy !== DEFAULT_SORT) params.set('sortBy', state.sortBy);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.query) params.set('query', state.query);
  return params.toString();
}

/**
 * Listing state lives in the URL: reading it here and writing it with a history push means
 * back/forward and shared links restore filters, sort, query and page.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { listingSearch, parseListingSearch, type ListingState } from '../logic/listing-url';

export interface ListingUrl {
  state: ListingState;
  /** pushes the next state; a change of filters, sort or query goes back to page 1 */
  update: (change: Partial<ListingState>, options?: { replace?: boolean }) => void;
}

export function useListingUrl(filterNames: readonly string[]): ListingUrl {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const namesKey = filterNames.join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- namesKey stands for filterNames
  const state = useMemo(() => parseListingSearch(search, filterNames), [search, namesKey]);

  const update = useCallback(
    (change: Partial<ListingState>, options?: { replace?: boolean }) => {
      const next: ListingState = { ...state, page: 1, ...change };
      const qs = listingSearch(search, next, filterNames);
      navigate(qs ? `${path}?${qs}` : path, options);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- namesKey stands for filterNames
    [state, search, path, navigate, namesKey],
  );
  return { state, update };
}

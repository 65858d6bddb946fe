import { lazy, Suspense } from 'react';
import type { SearchSuggestionsProps } from '../../catalogue';

/**
 * The catalogue's suggestions list, loaded on first focus of a search box: the catalogue (and
 * the search client) stay out of the entry bundle.
 */
const SearchSuggestions = lazy(() =>
  import('../../catalogue/suggestions').then((module) => ({ default: module.SearchSuggestions })),
);

export function SearchSuggestionsPanel(props: SearchSuggestionsProps) {
  return (
    <Suspense fallback={null}>
      <SearchSuggestions {...props} />
    </Suspense>
  );
}

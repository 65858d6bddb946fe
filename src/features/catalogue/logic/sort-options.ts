/**
 * Sort options of a site (sortOptions.json): which ones a path offers (onlyAppear /
 * doesNotAppear) and which one a `sortBy` value picks. bestMatch is the default.
 */
import type { SortOption } from '../../../shared/domain/site';
import { sortOptionAppliesTo } from '../../../shared/domain/sort-rules';

export { sortOptionAppliesTo };

export const DEFAULT_SORT = 'bestMatch';

export function sortOptionsFor(options: readonly SortOption[], path: string): SortOption[] {
  return options.filter((option) => sortOptionAppliesTo(option, path));
}

/** The option `sortBy` names among those offered, else the default (bestMatch, or the first). */
export function resolveSortOption(
  offered: readonly SortOption[],
  sortBy: string | null,
): SortOption | undefined {
  return (
    offered.find((option) => option.value === sortBy) ??
    offered.find((option) => option.value === DEFAULT_SORT) ??
    offered[0]
  );
}

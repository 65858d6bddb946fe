/**
 * Sort options of a site (sortOptions.json): which ones a path offers (onlyAppear /
 * doesNotAppear) and which one a `sortBy` value picks. bestMatch is the default.
 */
import type { SortOption } from '../../../shared/domain/site';

export const DEFAULT_SORT = 'bestMatch';

/** True when `path` is `pattern` or lies under it ("/women" covers "/women/shoes"). */
function pathMatches(path: string, pattern: string): boolean {
  const clean = pattern.replace(/\/+$/, '') || '/';
  if (clean === '/') return path === '/';
  return path === clean || path.startsWith(`${clean}/`);
}

/** Spec §2: an option with onlyAppear shows only there; doesNotAppear hides it there. */
export function sortOptionAppliesTo(option: SortOption, path: string): boolean {
  if (option.onlyAppear?.length && !option.onlyAppear.some((p) => pathMatches(path, p)))
    return false;
  return !option.doesNotAppear?.some((p) => pathMatches(path, p));
}

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

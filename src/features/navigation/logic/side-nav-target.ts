/**
 * Where a side-navigation entry leads (spec §2 "Side navigation"). A child on the current path
 * applies its own filters, sortBy, query and page in place; any other child is navigated to
 * with the shopper's current parameters, less page and featuredProductIds, and less sortBy
 * when that sort option does not appear on the target path.
 */
import type { SortOption } from '../../../shared/domain/site';
import { sortOptionAppliesTo } from '../../../shared/domain/sort-rules';

/** Parameters that belong to one result set and never follow the shopper to another one. */
const DROPPED_ON_NAVIGATION = ['page', 'featuredProductIds'];

function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

export interface SideNavTarget {
  href: string;
  /** true when the entry re-filters the current page rather than opening another */
  inPlace: boolean;
}

export function sideNavTarget(
  childPath: string,
  current: { pathname: string; search: string },
  sortOptions: readonly SortOption[],
): SideNavTarget {
  const [childPathname = '/', childSearch = ''] = childPath.split('?');
  const own = new URLSearchParams(childSearch);
  if (normalisePath(childPathname) === normalisePath(current.pathname)) {
    const qs = own.toString();
    return { href: qs ? `${childPathname}?${qs}` : childPathname, inPlace: true };
  }
  const params = new URLSearchParams(current.search);
  for (const name of DROPPED_ON_NAVIGATION) params.delete(name);
  for (const name of new Set(own.keys())) {
    params.delete(name);
    for (const value of own.getAll(name)) params.append(name, value);
  }
  const sortBy = params.get('sortBy');
  const option = sortOptions.find((candidate) => candidate.value === sortBy);
  if (sortBy && (!option || !sortOptionAppliesTo(option, childPathname))) params.delete('sortBy');
  const qs = params.toString();
  return { href: qs ? `${childPathname}?${qs}` : childPathname, inPlace: false };
}

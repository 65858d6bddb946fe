/**
 * Which categories open offline: the navTree nodes whose listing answer (first page, default
 * sort, no search text, none of the shopper's filters) is in the TanStack Query cache, which is
 * persisted and restored on this device. Derived from the cache, never from a list of our own.
 */
import type { NavTree, NavTreeNode } from '../../../shared/domain/content';
import type { ListingPageQuery } from '../../catalogue';

/** A cached listing page as this module reads it: what its main query asked. */
export interface CachedListing {
  main: ListingPageQuery;
  hasData: boolean;
}

export interface CachedCategory {
  node: NavTreeNode;
  /** the labels above it, l1 first ("Women", "Clothing") */
  trail: string[];
}

/**
 * The filter expressions of every cached listing first page on `indexName` (the default sort),
 * asked without search text.
 */
export function cachedListingFilters(
  listings: readonly CachedListing[],
  indexName: string,
): Set<string> {
  const filters = new Set<string>();
  for (const { main, hasData } of listings) {
    if (!hasData) continue;
    if (main.indexName !== indexName || main.query !== '' || (main.offset ?? 0) !== 0) continue;
    filters.add(main.filters);
  }
  return filters;
}

/**
 * Visible nodes, depth first in menu order, whose own listing filter is cached. `filterOf`
 * gives a node's full listing filter (the catalogue's rule), as the listing page asks for it.
 */
export function cachedCategories(
  tree: NavTree,
  cachedFilters: ReadonlySet<string>,
  filterOf: (node: NavTreeNode) => string,
): CachedCategory[] {
  const found: CachedCategory[] = [];
  const walk = (nodes: readonly NavTreeNode[], trail: string[]) => {
    for (const node of nodes) {
      if (node.hide) continue;
      if (cachedFilters.has(filterOf(node))) found.push({ node, trail });
      if (node.items) walk(node.items, [...trail, node.label]);
    }
  };
  walk(tree.items, []);
  return found;
}

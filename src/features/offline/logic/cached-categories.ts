/**
 * Which categories open offline: the navTree nodes whose listing answer (first page, default
 * sort, no search text, none of the shopper's filters) is in the TanStack Query cache, which is
 * persisted and restored on this device. Derived from the cache, never from a list of our own.
 */
import type { NavTree, NavTreeNode } from '../../../shared/domain/content';

/** A cached query as this module reads it. */
export interface CachedQuery {
  queryKey: readonly unknown[];
  hasData: boolean;
}

export interface CachedCategory {
  node: NavTreeNode;
  /** the labels above it, l1 first ("Women", "Clothing") */
  trail: string[];
}

interface MainListingQuery {
  indexName: string;
  query: string;
  filters: string;
  offset?: number;
}

function isMainListingQuery(value: unknown): value is MainListingQuery {
  if (typeof value !== 'object' || value === null) return false;
  const query = value as Record<string, unknown>;
  return (
    typeof query.indexName === 'string' &&
    typeof query.query === 'string' &&
    typeof query.filters === 'string' &&
    (query.offset === undefined || typeof query.offset === 'number')
  );
}

/**
 * The filter expressions of every cached listing first page on `indexName` (the default sort).
 * A listing's key is `[...listingKeyPrefix, queries]`, the main query first (catalogue's
 * useListingSearch).
 */
export function cachedListingFilters(
  queries: readonly CachedQuery[],
  listingKeyPrefix: readonly unknown[],
  indexName: string,
): Set<string> {
  const filters = new Set<string>();
  for (const { queryKey, hasData } of queries) {
    if (!hasData || queryKey.length !== listingKeyPrefix.length + 1) continue;
    if (!listingKeyPrefix.every((part, i) => queryKey[i] === part)) continue;
    const batch = queryKey[listingKeyPrefix.length];
    const main: unknown = Array.isArray(batch) ? batch[0] : undefined;
    if (!isMainListingQuery(main)) continue;
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

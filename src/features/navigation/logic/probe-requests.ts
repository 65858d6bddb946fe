/**
 * Side-navigation probes (spec §7 "Side-nav probe"): an entry shows only when a query for its
 * filters finds at least one product. Each probe asks for one hit, no analytics, distinct 1,
 * on the best-match index; all probes of a panel travel in one multi-query (batches of 50).
 */
import type { NavTreeNode } from '../../../shared/domain/content';
import { filtersToExpression, withListingRule } from '../../catalogue';

export const PROBE_BATCH_SIZE = 50;

export interface ProbeRequest {
  indexName: string;
  query: string;
  filters: string;
  hitsPerPage: 1;
  distinct: 1;
  analytics: false;
  clickAnalytics: false;
  attributesToRetrieve: string[];
}

/** The listing filter of a node, AND an extra expression (a brand page's brand). */
export function probeFilter(node: NavTreeNode, extraExpression = ''): string {
  const own = filtersToExpression(node.filters);
  const both = [own, extraExpression.trim()].filter(Boolean);
  const combined = both.length > 1 ? both.map((part) => `(${part})`).join(' AND ') : both[0];
  const includeOutOfStock = node.filters.includeOutOfStock?.includes('true') ?? false;
  return withListingRule(combined ?? '', includeOutOfStock);
}

export function probeRequest(indexName: string, filters: string): ProbeRequest {
  return {
    indexName,
    query: '',
    filters,
    hitsPerPage: 1,
    distinct: 1,
    analytics: false,
    clickAnalytics: false,
    attributesToRetrieve: ['objectID'],
  };
}

export function chunk<T>(items: readonly T[], size = PROBE_BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

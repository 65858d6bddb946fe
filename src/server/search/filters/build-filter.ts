/** Combines `filters`, `facetFilters`, `numericFilters` and `tagFilters` into one tree (AND). */
import { and, type FilterNode } from './filter-ast';
import { facetFiltersToNode, numericFiltersToNode, tagFiltersToNode } from './filter-arrays';
import { parseFilters } from './filter-parser';
import type { SearchParams } from '../protocol/search-types';

export function buildFilter(params: SearchParams): FilterNode | null {
  const parts = [
    parseFilters(params.filters),
    params.facetFilters && facetFiltersToNode(params.facetFilters),
    params.numericFilters && numericFiltersToNode(params.numericFilters),
    params.tagFilters && tagFiltersToNode(params.tagFilters),
  ].filter((p): p is FilterNode => p !== null);
  return parts.length === 0 ? null : and(parts);
}

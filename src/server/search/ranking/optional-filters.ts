/**
 * Algolia's `optionalFilters`: facet filters that rank rather than exclude. Each top-level
 * entry is one filter or a nested array (an OR group); each filter may carry `<score=N>`
 * (an integer from 0 to 65,535, default 1), and `attribute:-value` scores the records
 * without the value. How the scores add up is filter-scores.ts.
 */
import { MAX_FILTER_SCORE } from '../../../shared/search/ranking';
import { badRequest } from '../protocol/algolia-error';
import { readFacetFilter, type FacetFilter, type FilterArray } from '../filters/filter-arrays';

export interface ScoredFilter extends FacetFilter {
  score: number;
}

/** One top-level entry: a single filter, or the alternatives of an OR group. */
export type OptionalFilterGroup = ScoredFilter[];

/** Bounds the work of one query: each filter costs a pass over the index. */
export const MAX_OPTIONAL_FILTERS = 100;

const SCORE = /<score=([^>]*)>$/;

function scoredFilter(text: string): ScoredFilter {
  const scored = SCORE.exec(text);
  let score = 1;
  if (scored) {
    const digits = scored[1]!;
    score = /^\d{1,5}$/.test(digits) ? Number(digits) : NaN;
    if (!(score <= MAX_FILTER_SCORE))
      throw badRequest(
        `optionalFilters: invalid score in "${text}", expected an integer from 0 to ${MAX_FILTER_SCORE}`,
      );
  }
  const body = scored ? text.slice(0, scored.index) : text;
  return { ...readFacetFilter(body, 'optionalFilters'), score };
}

export function parseOptionalFilters(filters: FilterArray): OptionalFilterGroup[] {
  const count = filters.reduce((n, entry) => n + (typeof entry === 'string' ? 1 : entry.length), 0);
  if (count > MAX_OPTIONAL_FILTERS)
    throw badRequest(`optionalFilters: too many filters (max ${MAX_OPTIONAL_FILTERS})`);
  return filters
    .map((entry) => (typeof entry === 'string' ? [scoredFilter(entry)] : entry.map(scoredFilter)))
    .filter((group) => group.length > 0);
}

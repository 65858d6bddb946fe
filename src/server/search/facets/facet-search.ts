/**
 * Search for facet values (Algolia's `type: "facet"` request and
 * /indexes/{index}/facets/{facet}/query): values of one facet among the records matching the
 * query and filters, whose words start with `facetQuery` (case- and accent-insensitive).
 */
import { performance } from 'node:perf_hooks';
import { badRequest } from '../protocol/algolia-error';
import { buildFilter } from '../filters/build-filter';
import type { SearchIndex } from '../records/build-indexes';
import { countColumn } from './facet-counts';
import { evaluateFilter } from '../filters/filter-eval';
import { filterCost } from '../filters/filter-cost';
import { SearchBudget } from '../protocol/search-budget';
import { matchRecords } from '../ranking/match-records';
import type { FacetHit, FacetSearchResponse, SearchParams } from '../protocol/search-types';
import { processTerm } from '../text/text-analysis';

export function searchFacetValues(
  index: SearchIndex,
  facet: string,
  params: SearchParams,
  budget = new SearchBudget(),
): FacetSearchResponse {
  const started = performance.now();
  const column = index.records.facets.get(facet);
  if (!column || column.filterOnly) {
    throw badRequest(
      `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`,
    );
  }
  const filter = buildFilter(params);
  budget.spendRecords(index.records.size + (filter ? filterCost(filter, index.records) : 0));
  const bits = filter ? evaluateFilter(filter, index.records) : null;
  const matches = matchRecords(index.records, index.text, index.sort, params.query, bits, 0);
  const wanted = processTerm(params.facetQuery.trim()) ?? '';
  budget.spendRecords(matches.allCount);
  const facetHits: FacetHit[] = [];
  for (const [id, count] of countColumn(column, matches.all, matches.allCount)) {
    const value = column.values[id]!;
    const at = wordStart(value, wanted);
    if (at < 0) continue;
    const highlighted =
      wanted === ''
        ? value
        : `${value.slice(0, at)}<em>${value.slice(at, at + wanted.length)}</em>${value.slice(at + wanted.length)}`;
    facetHits.push({ value, highlighted, count });
  }
  facetHits.sort(
    (a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
  );
  budget.spendFacetValues(Math.min(facetHits.length, params.maxFacetHits));
  return {
    facetHits: facetHits.slice(0, params.maxFacetHits),
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - started),
  };
}

/** Index in `value` of a word starting with `prefix` (normalised), or -1. */
function wordStart(value: string, prefix: string): number {
  if (prefix === '') return 0;
  const normalised = processTerm(value) ?? '';
  // processTerm keeps one character per base character for Latin text, so indexes line up
  for (let i = normalised.indexOf(prefix); i >= 0; i = normalised.indexOf(prefix, i + 1)) {
    if (i === 0 || !/[\p{L}\p{N}]/u.test(normalised[i - 1]!)) return i;
  }
  return -1;
}

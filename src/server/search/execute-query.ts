/**
 * Runs one search against one index and shapes Algolia's response: filters, text matching and
 * ranking, distinct, facet counts, paging (page/hitsPerPage or offset/length, never past
 * paginationLimitedTo) and attribute retrieval.
 */
import { performance } from 'node:perf_hooks';
import type { ProductHit } from '../../shared/domain/product';
import { buildFilter } from './filters/build-filter';
import { countFacets, countFacetsCost, requestedColumns } from './facets/facet-counts';
import { evaluateFilter } from './filters/filter-eval';
import { filterCost } from './filters/filter-cost';
import { filterScoresCost } from './ranking/filter-scores';
import { SearchBudget } from './protocol/search-budget';
import type { SearchIndex } from './records/build-indexes';
import { PAGINATION_LIMITED_TO } from './records/index-settings';
import { matchRecords } from './ranking/match-records';
import { newQueryID, pageWindowOf, responseEnvelope } from './protocol/response-envelope';
import { applyRules } from './rules/rules';
import type { SearchParams, SearchResponse } from './protocol/search-types';

/** `queryIdOf` gives the clickAnalytics id (a cached answer is built with a placeholder). */
export function executeQuery(
  index: SearchIndex,
  params: SearchParams,
  budget = new SearchBudget(),
  queryIdOf: (params: SearchParams) => string | undefined = newQueryID,
): SearchResponse {
  const started = performance.now();
  const records = index.records;
  const filter = buildFilter(params);
  // the match pass, the filters and the optional filters, paid before any of them runs
  budget.spendRecords(
    records.size +
      (filter ? filterCost(filter, records) : 0) +
      filterScoresCost(records, params.optionalFilters, params.sumOrFiltersScores),
  );
  const bits = filter ? evaluateFilter(filter, records) : null;
  const matches = matchRecords(
    records,
    index.text,
    index.sort,
    params.query,
    bits,
    params.distinct,
    { groups: params.optionalFilters, sumOrFiltersScores: params.sumOrFiltersScores },
  );

  const reachable = Math.min(matches.rankedCount, PAGINATION_LIMITED_TO);
  const window = pageWindowOf(params);
  const end = Math.min(window.start + window.hitsPerPage, reachable);
  const hits: Array<Record<string, unknown>> = [];
  // clickAnalytics: each hit carries the query id and its 1-based position
  const queryID = queryIdOf(params);
  for (let i = window.start; i < end; i++) {
    const hit = retrieve(records.records[matches.ranked[i]!]!, params.attributesToRetrieve);
    if (queryID) Object.assign(hit, { __position: i + 1, __queryID: queryID });
    hits.push(hit);
  }

  const response = responseEnvelope(
    params,
    index.name,
    window,
    { hits, nbHits: matches.rankedCount, reachable },
    queryID,
  );
  const columns = requestedColumns(records, params.facets);
  if (params.facets.length > 0) {
    budget.spendRecords(countFacetsCost(columns, matches.allCount));
    const counted = countFacets(columns, matches.all, matches.allCount, params.maxValuesPerFacet, {
      groups: records.groups,
      first: records.groupFirst,
    });
    let values = 0;
    for (const counts of Object.values(counted.facets)) values += Object.keys(counts).length;
    budget.spendFacetValues(values);
    response.facets = counted.facets;
    if (Object.keys(counted.stats).length > 0) response.facets_stats = counted.stats;
    response.exhaustiveFacetsCount = true;
    response.exhaustive.facetsCount = true;
  }
  applyRules(response, index.rules, params);
  response.processingTimeMS = Math.round(performance.now() - started);
  return response;
}

/**
 * attributesToRetrieve: top-level names or "*"; a leading "-" excludes an attribute from "*".
 * objectID is always returned. The stored record is never handed out, only a copy.
 */
function retrieve(record: ProductHit, attributes: string[] | null): Record<string, unknown> {
  const source = record as unknown as Record<string, unknown>;
  if (
    attributes === null ||
    (attributes.includes('*') && !attributes.some((a) => a.startsWith('-')))
  ) {
    return { ...source };
  }
  const out: Record<string, unknown> = { objectID: record.objectID };
  if (attributes.includes('*')) {
    const excluded = new Set(attributes.filter((a) => a.startsWith('-')).map((a) => a.slice(1)));
    for (const key of Object.keys(source)) if (!excluded.has(key)) out[key] = source[key];
    return out;
  }
  for (const attribute of attributes)
    if (Object.hasOwn(source, attribute)) out[attribute] = source[attribute];
  return out;
}

/**
 * The multi-query behind one listing page. Facets are disjunctive, as shoppers expect: the
 * counts of a filter the shopper has used come from a query without that filter's own values
 * (so choosing "Blue" still shows how many "Red" there are), every other count from the main
 * query. Batches stay far below the 50 queries Algolia allows: one per selected filter, plus one.
 */
import { filtersToExpression, withListingRule } from './listing-filters';
import type { FilterSelection } from './filter-selection';
import type { RankingParams } from './listing-ranking';
import { LISTED_ATTRIBUTES } from '../../../shared/search/listed-attributes';

export interface ListingQueryInput {
  indexName: string;
  /** the page's own filters (navigation node), by filter name */
  baseFilters: Readonly<Record<string, readonly string[]>>;
  selection: FilterSelection;
  /** filter name → record attribute, for every filter that shows counts */
  facetAttributes: Readonly<Record<string, string>>;
  query: string;
  offset: number;
  length: number;
  /** the listing's rule context(s): query rules may add banners or reorder products */
  ruleContexts?: string[];
  /** spec §9 ranking of the page's context as optionalFilters (listing-ranking.ts) */
  ranking?: RankingParams;
}

export interface ListingQuery {
  indexName: string;
  query: string;
  filters: string;
  facets: string[];
  maxValuesPerFacet: number;
  distinct: boolean;
  hitsPerPage?: number;
  offset?: number;
  length?: number;
  clickAnalytics?: boolean;
  ruleContexts?: string[];
  attributesToRetrieve?: string[];
}

const MAX_VALUES_PER_FACET = 200;

function expression(base: ListingQueryInput['baseFilters'], selection: FilterSelection): string {
  const includeOutOfStock = base.includeOutOfStock?.includes('true') ?? false;
  const parts = [filtersToExpression(base), filtersToExpression(selection)].filter(Boolean);
  return withListingRule(parts.join(' AND '), includeOutOfStock);
}

export function listingQueries(input: ListingQueryInput): ListingQuery[] {
  const main: ListingQuery = {
    indexName: input.indexName,
    query: input.query,
    filters: expression(input.baseFilters, input.selection),
    facets: Object.values(input.facetAttributes),
    maxValuesPerFacet: MAX_VALUES_PER_FACET,
    distinct: true,
    offset: input.offset,
    length: input.length,
    clickAnalytics: true,
    attributesToRetrieve: LISTED_ATTRIBUTES,
    ...(input.ruleContexts?.length ? { ruleContexts: input.ruleContexts } : {}),
    ...input.ranking,
  };
  const disjunctive = Object.keys(input.selection)
    .filter((name) => input.facetAttributes[name] && (input.selection[name]?.length ?? 0) > 0)
    .map((name): ListingQuery => {
      const others = Object.fromEntries(
        Object.entries(input.selection).filter(([other]) => other !== name),
      );
      return {
        indexName: input.indexName,
        query: input.query,
        filters: expression(input.baseFilters, others),
        facets: [input.facetAttributes[name]!],
        maxValuesPerFacet: MAX_VALUES_PER_FACET,
        distinct: true,
        hitsPerPage: 0,
      };
    });
  return [main, ...disjunctive];
}

export type FacetCounts = Record<string, Record<string, number>>;

/** The main query's counts, each disjunctive facet replaced by its own query's counts. */
export function mergeFacets(
  queries: readonly ListingQuery[],
  results: ReadonlyArray<{ facets?: FacetCounts }>,
): FacetCounts {
  const merged: FacetCounts = { ...(results[0]?.facets ?? {}) };
  queries.slice(1).forEach((query, i) => {
    const attribute = query.facets[0];
    if (attribute) merged[attribute] = results[i + 1]?.facets?.[attribute] ?? {};
  });
  return merged;
}

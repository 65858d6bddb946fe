/** Request parameters and response bodies of the Algolia protocol subset the engine serves. */
import type { FilterArray } from '../filters/filter-arrays';
import type { OptionalFilterGroup } from '../ranking/optional-filters';

export interface SearchParams {
  query: string;
  filters: string;
  facetFilters: FilterArray | null;
  numericFilters: FilterArray | null;
  tagFilters: FilterArray | null;
  /** requested facets; ["*"] means every faceted attribute */
  facets: string[];
  maxValuesPerFacet: number;
  hitsPerPage: number;
  page: number;
  /** offset/length replace page/hitsPerPage when both are given */
  offset: number | null;
  length: number | null;
  /** 0 = off, n = keep at most n hits per product */
  distinct: number;
  attributesToRetrieve: string[] | null;
  clickAnalytics: boolean;
  analytics: boolean;
  getRankingInfo: boolean;
  ruleContexts: string[];
  /** false skips query rules (rules/rules.ts) */
  enableRules: boolean;
  /** ranking by scored facet filters (ranking/optional-filters.ts); [] for none */
  optionalFilters: OptionalFilterGroup[];
  /** an OR group of optionalFilters scores the sum of its matches rather than the best one */
  sumOrFiltersScores: boolean;
  analyticsTags: string[];
  /** for facet-value searches */
  facetQuery: string;
  maxFacetHits: number;
  /** the parameters URL-encoded, as Algolia echoes them in `params` */
  echo: string;
}

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface SearchResponse {
  hits: Array<Record<string, unknown>>;
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  offset?: number;
  length?: number;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount?: true;
  exhaustiveTypo: true;
  exhaustive: { nbHits: true; typo: true; facetsCount?: true };
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID?: string;
  /** consequences of the rules that matched (rules/rules.ts) */
  userData?: Array<Record<string, unknown>>;
  appliedRules?: Array<{ objectID: string }>;
  renderingContent?: Record<string, unknown>;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface FacetSearchResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}

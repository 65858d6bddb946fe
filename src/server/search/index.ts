/**
 * The local Algolia-compatible search engine, the door the rest of the server and the scripts
 * use. Inside, by what each part does: protocol/ (HTTP routes, request parameters, errors,
 * response shape), records/ (search records, index settings and the built indexes), text/
 * (tokenizing and typo-tolerant matching), filters/ (the filter language to record sets),
 * ranking/ (ordering matches, optionalFilters), facets/ (counts, facet search, the filter
 * definitions of a site), rules/ (query rules: banners, redirects), suggestions/ (the
 * query-suggestions index), recommend/ (recommendations), insights/ (click and conversion
 * events). search-service.ts holds the built indexes and answers each operation;
 * execute-query.ts runs one search.
 */
export { createSearchService, type SearchService, type FiltersLookup } from './search-service';
export { searchRoutes } from './protocol/routes';
export { AlgoliaError } from './protocol/algolia-error';
export { primaryIndexSettings, replicaIndexSettings } from './records/index-settings';
export { DEFAULT_SORT_OPTIONS, readSortOptions } from './records/sort-options';
export type { SearchParams, SearchResponse, FacetSearchResponse } from './protocol/search-types';
export { bestSku } from './records/best-availability';
export { buildPushPayload, readPushArguments, type PushIndex } from './algolia-push-payload';

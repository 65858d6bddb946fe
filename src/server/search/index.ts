/** The local Algolia-compatible search engine: service, routes and the settings it applies. */
export { createSearchService, type SearchService, type FiltersLookup } from './search-service';
export { searchRoutes } from './routes';
export { AlgoliaError } from './algolia-error';
export { primaryIndexSettings, replicaIndexSettings } from './index-settings';
export { DEFAULT_SORT_OPTIONS, readSortOptions } from './sort-options';
export type { SearchParams, SearchResponse, FacetSearchResponse } from './search-types';

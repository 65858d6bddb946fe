/** One search request: everything that changes the answer is part of its query key. */
export interface ProductSearchParams {
  indexName: string;
  /** Algolia filters expression, the listing rule included */
  filters: string;
  query: string;
  /** 0-based, as Algolia counts */
  page: number;
  hitsPerPage: number;
}

/**
 * Query keys of the catalogue. A listing whose path, language, query or page changes asks under
 * a new key, so an answer to a superseded request lands under its own key and is never shown.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  searches: () => [...catalogueKeys.all, 'search'] as const,
  search: (params: ProductSearchParams) =>
    [
      ...catalogueKeys.searches(),
      params.indexName,
      params.filters,
      params.query,
      params.page,
      params.hitsPerPage,
    ] as const,
};

/**
 * Query keys of the catalogue, one factory for every catalogue query. Everything that changes
 * an answer is part of its key: a listing whose path, language, query or page changes asks
 * under a new key, so an answer to a superseded request lands under its own key and is never
 * shown. Catalogue data is public: none of these roots is personal, so the answers are
 * persisted and reopen offline.
 */
import type { ListingQuery } from '../logic/listing-queries';

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

/** The banner query of a listing (listing-banners.ts). */
export interface ListingBannersRequest {
  indexName: string;
  ruleContext: string;
  /** the node's filters with the listing rule (rules with filter conditions see the page) */
  filters: string;
  query: string;
}

export const catalogueKeys = {
  all: ['catalogue'] as const,
  /** the site's filter definitions of a language */
  filterDefinitions: (siteTag: string, language: string) =>
    [...catalogueKeys.all, 'filters', siteTag, language] as const,
  /** every listing page (readListingKey reads one back) */
  listings: () => [...catalogueKeys.all, 'listing'] as const,
  /** one listing page: its multi-query, main query first */
  listing: (queries: readonly ListingQuery[]) => [...catalogueKeys.listings(), queries] as const,
  listingBanners: (request: ListingBannersRequest) =>
    [...catalogueKeys.all, 'listing-banners', request] as const,
  /** product searches of trays and other product lists */
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
  /** the /search page's answer for a query on an index (sort replica) */
  searchPage: (indexName: string, query: string) =>
    [...catalogueKeys.all, 'search-page', indexName, query] as const,
  suggestions: () => [...catalogueKeys.all, 'suggestions'] as const,
  querySuggestions: (indexName: string, query: string) =>
    [...catalogueKeys.suggestions(), 'queries', indexName, query] as const,
  productSuggestions: (indexName: string, query: string) =>
    [...catalogueKeys.suggestions(), 'products', indexName, query] as const,
};

/** The fields of a listing's main query that say which page of which category it asked. */
export type ListingPageQuery = Pick<ListingQuery, 'indexName' | 'query' | 'filters' | 'offset'>;

function isListingPageQuery(value: unknown): value is ListingPageQuery {
  if (typeof value !== 'object' || value === null) return false;
  const query = value as Record<string, unknown>;
  return (
    typeof query.indexName === 'string' &&
    typeof query.query === 'string' &&
    typeof query.filters === 'string' &&
    (query.offset === undefined || typeof query.offset === 'number')
  );
}

/**
 * The main query of a key made by catalogueKeys.listing, or undefined for any other key: how a
 * reader of the query cache (the offline panel's cached categories) learns what a cached
 * listing asked without knowing the key's shape. Keys restored from storage are checked, not
 * trusted.
 */
export function readListingKey(queryKey: readonly unknown[]): ListingPageQuery | undefined {
  const prefix = catalogueKeys.listings();
  if (queryKey.length !== prefix.length + 1) return undefined;
  if (!prefix.every((part, i) => queryKey[i] === part)) return undefined;
  const queries = queryKey[prefix.length];
  const main: unknown = Array.isArray(queries) ? queries[0] : undefined;
  return isListingPageQuery(main) ? main : undefined;
}

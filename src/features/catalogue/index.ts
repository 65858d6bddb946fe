/** Catalogue: product listings, search results, product cards and trays. */
export { ListingPage, type ListingPageProps } from './components/listing-page/listing-page';
export { SearchPage } from './components/search-page/search-page';
export { ProductTray, type ProductTrayProps } from './components/product-tray/product-tray';
export { ProductCard, type ProductCardProps } from './components/product-card/product-card';
export { ProductGrid } from './components/product-grid/product-grid';
export {
  catalogueKeys,
  readListingKey,
  type ListingBannersRequest,
  type ListingPageQuery,
  type ProductSearchParams,
} from './api/catalogue-keys';
export {
  productSearchQueryOptions,
  searchProducts,
  useProductSearch,
  type ProductSearchRequest,
  type ProductSearchResult,
} from './api/search-products';
export { filterDefinitionsQueryOptions } from './api/filter-definitions';
export { listingQueryOptions, type ListingResult } from './api/search-listing';
export { listingBannersQueryOptions } from './api/listing-banners';
export { searchResultsQueryOptions, type SearchResults } from './api/search-results';
export { querySuggestionsQueryOptions, querySuggestionsIndex } from './api/query-suggestions';
export { productSuggestionsQueryOptions } from './api/product-suggestions';
export {
  LISTING_RULE,
  filtersToExpression,
  listingFilter,
  sanitiseFilterValue,
  withListingRule,
} from './logic/listing-filters';
export { sanitiseSearchQuery } from './logic/sanitise-query';
export {
  SearchSuggestions,
  type SearchSuggestionsProps,
} from './components/suggestions/search-suggestions';
export type { SuggestionOption } from './logic/suggestion-options';
export {
  DEFAULT_SORT,
  resolveSortOption,
  sortOptionAppliesTo,
  sortOptionsFor,
} from './logic/sort-options';
export {
  DEFAULT_FILTER_NAMES,
  listingSearch,
  parseListingSearch,
  type ListingState,
} from './logic/listing-url';
export { Paginator, type PaginatorProps } from './components/paginator/paginator';
export { SortSelect, type SortSelectProps } from './components/sort-select/sort-select';

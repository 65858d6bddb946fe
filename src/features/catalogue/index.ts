/**
 * Catalogue: product cards, trays and grids, the catalogue's query keys and filter rules. The
 * listing and search pages (pages.ts) and the search suggestions (suggestions.ts) are doors of
 * their own, loaded as chunks (docs/architecture.md "Lazy doors"). This door exports only what
 * other features use: everything it names is loaded by every page that imports it (the home
 * page's trays), used or not, so the listing's own modules stay out of it.
 */
export type { ListingPageProps } from './components/listing-page/listing-page';
export { ProductTray, type ProductTrayProps } from './components/product-tray/product-tray';
export type { ProductCardProps } from './components/product-card/product-card';
export { ProductGrid } from './components/product-grid/product-grid';
export { catalogueKeys, readListingKey, type ListingPageQuery } from './api/catalogue-keys';
export { filtersToExpression, listingFilter, withListingRule } from './logic/listing-filters';
export type { SearchSuggestionsProps } from './components/suggestions/search-suggestions';
export type { SuggestionOption } from './logic/suggestion-options';

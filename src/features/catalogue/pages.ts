/**
 * The catalogue's pages, a second door of the feature (docs/architecture.md "Lazy doors"): the
 * listing and the search results page with their filters, sorting and paging. The route table
 * and the brand page load them as a chunk of their own, so a page that shows only product
 * cards (home, through index.ts) does not load the listing's code.
 */
export { ListingPage } from './components/listing-page/listing-page';
export { SearchPage } from './components/search-page/search-page';

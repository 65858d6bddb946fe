/**
 * The catalogue's listing page, a second door of the feature (docs/architecture.md "Lazy
 * doors"), with its filters, sorting and paging. The route table and the brand page load it as
 * a chunk of its own, so a page that shows only product cards (home) does not load the
 * listing's code; the search results page is a door of its own (search-page.ts), so a listing
 * does not load the search page's.
 */
export { ListingPage } from './components/listing-page/listing-page';

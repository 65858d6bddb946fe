/**
 * The search results page, a door of the catalogue (docs/architecture.md "Lazy doors"): a
 * chunk of its own for the route table, apart from the listing's (pages.ts).
 */
export { SearchPage } from './components/search-page/search-page';

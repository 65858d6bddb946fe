/**
 * The search box's suggestions, a door of their own (docs/architecture.md "Lazy doors"): the
 * search feature loads them as a chunk on the box's first focus, so neither the entry nor a
 * page carries them before the shopper searches.
 */
export { SearchSuggestions } from './components/suggestions/search-suggestions';

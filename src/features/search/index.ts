/**
 * Search feature: the site search box (header and 404 page), a combobox over the catalogue's
 * suggestions that submits to /search. The suggestions load as their own chunk on first focus,
 * so this index stays small enough for the entry bundle.
 */
export { SearchInput, type SearchInputProps } from './components/search-input';

/**
 * A lazy door of the locale feature (docs/architecture.md "Lazy doors"): the country select,
 * which only the footer shows. Exported from index.ts (which the promo bar's language switcher
 * puts in every page's entry), it would be in the entry too.
 */
export { CountrySelect } from './components/country-select';

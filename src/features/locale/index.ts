/** Locale feature: moving between the languages of a site and between country sites. */
export { LanguageSwitcher } from './language-switcher';
export { CountrySelect } from './country-select';

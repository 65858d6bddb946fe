/** Locale feature: moving between the languages of a site and between country sites. */
export { LanguageSwitcher } from './components/language-switcher';

/**
 * The active locale: the country site a page belongs to, its language and writing direction,
 * the router base its paths hang from and the Intl locale its numbers and dates use. It is
 * derived once, from the URL, by resolveLocale (resolve-locale.ts), and passed down from there;
 * nothing re-derives it and nothing keeps it in a global.
 */
import { RTL_LANGUAGES } from '../constants';
import type { SiteIndexEntry } from '../domain/site';
import { localeBase } from './locale-url';

export interface ActiveLocale {
  /** the country site (its sites.json entry): folder, country code, languages */
  site: SiteIndexEntry;
  /** ISO 3166 country code, upper case: "GB" */
  country: string;
  /** the language of labels and content: "en" */
  language: string;
  dir: 'ltr' | 'rtl';
  /** router base: "/gb/en" */
  base: string;
  /** BCP 47 locale for Intl: "en-GB" */
  intlLocale: string;
}

/** Right-to-left languages (spec §1), regional variants included ("ar-EG"). */
export function isRtl(language: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(language.split(/[-_]/)[0] ?? language);
}

/**
 * The Intl locale of a language in a country: "en" in GB is "en-GB". A language that names its
 * own region ("pt_BR") keeps it, and a script ("zh_hant") goes before the country, in BCP 47
 * spelling ("pt-BR", "zh-Hant-TW").
 */
export function intlLocale(language: string, country: string): string {
  const [base = language, subtag] = language.split(/[-_]/);
  const region = country.toUpperCase();
  if (!subtag) return `${base}-${region}`;
  if (subtag.length === 4) {
    return `${base}-${subtag[0]!.toUpperCase()}${subtag.slice(1).toLowerCase()}-${region}`;
  }
  return `${base}-${subtag.toUpperCase()}`;
}

/** The locale of a site in one of its languages. */
export function activeLocale(site: SiteIndexEntry, language: string): ActiveLocale {
  const country = site.countryCode.toUpperCase();
  return {
    site,
    country,
    language,
    dir: isRtl(language) ? 'rtl' : 'ltr',
    base: localeBase(site.folder, language),
    intlLocale: intlLocale(language, country),
  };
}

/**
 * The shape of a shop URL (spec §2 "Route patterns"): `/{folder}/{language}{rest}`, where the
 * country folder and the language form the router base and `rest` is the app's own path. Every
 * URL that names a site and language is written by this module and read by readLocalePrefix;
 * resolve-locale.ts decides which site and language are active. Pure: no window, no document,
 * so the server reads URLs with the same code.
 */
import type { SiteIndexEntry } from '../domain/site';

/** A folder or language segment: "gb", "en", "pt-br", "zh_hant". A category word is not one. */
const LOCALE_SEGMENT = /^[a-z]{2}([-_][a-z]{2,4})?$/i;

export interface LocalePrefix {
  /** the first segment, lower-cased, when it looks like a country folder */
  folder?: string;
  /** the folder as written (a canonical URL writes it lower-case) */
  writtenFolder?: string;
  /** the second segment when the first is a folder and this one looks like a language */
  language?: string;
  /** the segments after the prefix: the app's path */
  rest: string[];
}

/**
 * Reads the locale prefix of a path as written, without knowing which sites exist: up to two
 * leading segments that look like a folder and a language. Boot uses it to start loading the
 * site's files before sites.json arrives; resolveLocale checks it against sites.json.
 */
export function readLocalePrefix(pathname: string): LocalePrefix {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second] = segments;
  if (first === undefined || !LOCALE_SEGMENT.test(first)) return { rest: segments };
  const folder = first.toLowerCase();
  if (second === undefined || !LOCALE_SEGMENT.test(second)) {
    return { folder, writtenFolder: first, rest: segments.slice(1) };
  }
  return { folder, writtenFolder: first, language: second, rest: segments.slice(2) };
}

/** The router base of a site language: "/gb/en". */
export function localeBase(folder: string, language: string): string {
  return `/${folder}/${language}`;
}

/**
 * A full URL of a site language: the base, the app path (always starting with "/"; the home
 * page is "/", so the base is followed by a slash) and the query and hash as given ("?a=1").
 */
export function localeUrl(
  folder: string,
  language: string,
  rest = '/',
  search = '',
  hash = '',
): string {
  return `${localeBase(folder, language)}${rest.startsWith('/') ? rest : `/${rest}`}${search}${hash}`;
}

/**
 * Language switching (spec §2) rewrites the language segment after the country folder and keeps
 * the app path and the query.
 */
export function switchLanguageUrl(
  site: Pick<SiteIndexEntry, 'folder'>,
  language: string,
  rest: string,
  search: string,
): string {
  return localeUrl(site.folder, language, rest, search);
}

/** Another country site opens on the home page of its default language. */
export function countrySiteUrl(site: Pick<SiteIndexEntry, 'folder' | 'defaultLanguage'>): string {
  return localeUrl(site.folder, site.defaultLanguage);
}

/**
 * Locale path normalisation (spec §2 "Route patterns"): every shop path starts with a country
 * folder and a language (`/gb/en/...`). An unrecognised prefix is replaced by the default one and
 * the rest of the path and the query are kept.
 */
import type { SitesIndex, SiteIndexEntry } from '../domain/site';
import { RTL_LANGUAGES } from '../constants';

export interface ResolvedLocale {
  site: SiteIndexEntry;
  language: string;
  /** router base: "/gb/en" */
  base: string;
  /** path below the base, always starting with "/" */
  rest: string;
  /** set when the requested URL must be replaced by this one (path + query + hash) */
  redirectTo?: string;
}

function splitSegments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

export function resolveLocale(
  pathname: string,
  search: string,
  hash: string,
  index: SitesIndex,
): ResolvedLocale {
  const segments = splitSegments(pathname);
  const [first, second] = segments;
  const site = index.sites.find((s) => s.folder === first?.toLowerCase());
  const fallback = index.sites.find((s) => s.folder === index.defaultFolder) ?? index.sites[0];
  if (!fallback) throw new Error('sites.json lists no site');

  if (site && second && site.languages.includes(second)) {
    const base = `/${site.folder}/${second}`;
    const restSegments = segments.slice(2);
    const rest = '/' + restSegments.join('/');
    // /index.html redirects to / with query and hash kept (spec §2).
    if (restSegments.length === 1 && restSegments[0] === 'index.html') {
      return { site, language: second, base, rest: '/', redirectTo: `${base}/${search}${hash}` };
    }
    return { site, language: second, base, rest };
  }

  // A known folder with a missing or unknown language keeps the folder; anything else falls
  // back to the default site. The unknown segments are dropped, the remaining path is kept.
  const target = site ?? fallback;
  const language = target.defaultLanguage;
  const base = `/${target.folder}/${language}`;
  const dropped = prefixLength(segments, Boolean(site));
  const kept = segments.slice(dropped);
  const restPath = kept.length ? '/' + kept.join('/') : '/';
  const rest = restPath === '/index.html' ? '/' : restPath;
  const trailing = rest === '/' ? '/' : rest;
  return { site: target, language, base, rest, redirectTo: `${base}${trailing}${search}${hash}` };
}

/** A two-letter segment (or xx-yy) looks like a language or country prefix. */
function isLanguageLike(segment: string | undefined): boolean {
  return segment !== undefined && /^[a-z]{2}([-_][a-z]{2,4})?$/i.test(segment);
}

/** How many leading segments form the (unrecognised) locale prefix to drop. */
function prefixLength(segments: string[], knownFolder: boolean): number {
  const [first, second] = segments;
  if (!knownFolder && !isLanguageLike(first)) return 0;
  return isLanguageLike(second) ? 2 : 1;
}

export function isRtl(language: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(language.split(/[-_]/)[0] ?? language);
}

/** BCP 47 locale for Intl: language + country ("en-GB", "ar-AE", "ja-JP"). */
export function intlLocale(language: string, countryCode: string): string {
  return `${language}-${countryCode.toUpperCase()}`;
}

/** Language switching rewrites the language segment and keeps the path and query (spec §2). */
export function switchLanguagePath(
  base: string,
  language: string,
  rest: string,
  search: string,
): string {
  const folder = splitSegments(base)[0] ?? '';
  return `/${folder}/${language}${rest === '/' ? '/' : rest}${search}`;
}

/**
 * Where the active site and language are decided: here, once per page load, from the URL and
 * sites.json. Boot calls resolveLocale before the first render (and the server will call it
 * before rendering a page); the ActiveLocale it returns is passed down through React context
 * (platform/site) and every part of the app reads it from there — labels, API calls, search
 * indexes, Intl formatting, the router base and the document's lang and dir.
 *
 * Locale path normalisation (spec §2 "Route patterns"): every shop path starts with a country
 * folder and a language (`/gb/en/...`). An unrecognised prefix is replaced by the default one and
 * the rest of the path, the query and the hash are kept; `/index.html` becomes `/`.
 */
import type { SitesIndex } from '../domain/site';
import { activeLocale, type ActiveLocale } from './active-locale';
import { localeUrl, readLocalePrefix } from './locale-url';

export interface LocationParts {
  pathname: string;
  /** "?a=1" or "" */
  search: string;
  /** "#top" or "" */
  hash: string;
}

export interface ResolvedLocale {
  locale: ActiveLocale;
  /** path below the router base, always starting with "/" */
  rest: string;
  /** set when the requested URL must be replaced by this one (path + query + hash) */
  redirectTo?: string;
}

export function resolveLocale(url: LocationParts, index: SitesIndex): ResolvedLocale {
  const prefix = readLocalePrefix(url.pathname);
  const site = index.sites.find((s) => s.folder === prefix.folder);
  const fallback = index.sites.find((s) => s.folder === index.defaultFolder) ?? index.sites[0];
  if (!fallback) throw new Error('sites.json lists no site');

  const rest = '/' + prefix.rest.join('/');
  // /index.html is the home page (spec §2).
  const app = rest === '/index.html' ? '/' : rest;

  if (site && prefix.language && site.languages.includes(prefix.language)) {
    const locale = activeLocale(site, prefix.language);
    const canonical = prefix.writtenFolder === site.folder && app === rest;
    if (canonical) return { locale, rest };
    return {
      locale,
      rest: app,
      redirectTo: localeUrl(site.folder, prefix.language, app, url.search, url.hash),
    };
  }

  // A known folder with a missing or unknown language keeps the folder; anything else falls
  // back to the default site. The unrecognised prefix is dropped, the app path is kept.
  const target = site ?? fallback;
  const locale = activeLocale(target, target.defaultLanguage);
  return {
    locale,
    rest: app,
    redirectTo: localeUrl(target.folder, target.defaultLanguage, app, url.search, url.hash),
  };
}

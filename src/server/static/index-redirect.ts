/**
 * `/{folder}/{language}/index.html` is the home page's file name, not a page: it redirects to
 * the site's home `/{folder}/{language}/` with the query kept (spec §2 "/index.html redirects to
 * / (query and hash kept)"; the browser keeps the hash itself, it never reaches the server).
 * The worker answers such navigations from its shell later; this covers a first visit.
 */
import { localeUrl, readLocalePrefix } from '../../shared/locale/locale-url';
import type { SiteRuntime } from '../catalogue/types';

/** The redirect target for `url` (path and query), or null when it is not a site's index.html. */
export function indexHtmlRedirect(url: string, sites: readonly SiteRuntime[]): string | null {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const { folder, writtenFolder, language, rest } = readLocalePrefix(pathname);
  if (rest.length !== 1 || rest[0] !== 'index.html' || folder !== writtenFolder) return null;
  const site = sites.find((candidate) => candidate.folder === folder);
  if (!site || !language || !site.languages.includes(language)) return null;
  return localeUrl(site.folder, language, '/', query);
}

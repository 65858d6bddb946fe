/**
 * Cache-Control for files of the built PWA, by path relative to DIST_DIR ("/assets/x.js"):
 * - hashed build output never changes under its name: cached for a year, immutable;
 * - the shell (index.html), the worker, the manifest and build metadata must be seen fresh
 *   for updates to reach shoppers: no-cache (always revalidated, 304 when unchanged);
 * - content JSON (sites, themes, data, labels, sort options) is edited without a rebuild:
 *   no-cache with an ETag, so revalidation is a cheap 304;
 * - anything else unhashed (icons, sprites, images) may be an hour old.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const SHORT = 'public, max-age=3600';

const SHELL_FILES = new Set([
  '/sw.js',
  '/index.html',
  '/manifest.webmanifest',
  '/metadata-v2.json',
]);
const CONTENT_JSON = [
  /^\/sites\.json$/,
  /^\/[^/]+\/themes\//,
  /^\/[^/]+\/data\//,
  /^\/[^/]+\/language\//,
  /(^|\/)sortOptions\.json$/,
];

export function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  if (SHELL_FILES.has(path)) return REVALIDATE;
  if (CONTENT_JSON.some((pattern) => pattern.test(path))) return REVALIDATE;
  return SHORT;
}

/** Path prefixes that belong to APIs: never answered with the SPA shell. */
const API_PREFIXES = [
  '/api/',
  '/search/',
  '/media/',
  '/atmos/',
  '/identity/',
  '/pay/',
  '/helpdesk/',
  '/marketing/',
];

/**
 * Whether an unmatched GET may be a client-side route: it asks for HTML, is not under an API
 * prefix, and does not name a file (a last segment with an extension is a missing file, and a
 * missing JSON file must stay a 404 the content loader can report).
 */
export function isSpaRoute(pathname: string, accept: string | undefined): boolean {
  if (!accept?.includes('text/html')) return false;
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (API_PREFIXES.some((prefix) => withSlash.startsWith(prefix))) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]+$/i.test(last);
}

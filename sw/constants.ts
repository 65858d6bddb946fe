/**
 * Cache names and lifetimes of the service worker, in one place. Message types are shared with
 * the app in src/shared/sw-messages.ts.
 */
const VERSION = 'v1';

export const CACHE_NAMES = {
  /** content JSON of the country sites: labels, navigation, home, config */
  content: `vitrine-content-${VERSION}`,
  /** public catalogue API responses: product details, filters */
  catalogue: `vitrine-catalogue-${VERSION}`,
  /** product and editorial images */
  images: `vitrine-images-${VERSION}`,
} as const;

export const LIMITS = {
  catalogue: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 },
  content: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
  images: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 },
} as const;

/** Paths the navigation fallback never answers: they are data, not pages. */
export const NON_PAGE_PREFIXES = [
  /^\/api\//,
  /^\/search\/1\//,
  /^\/media\//,
  /^\/icons\//,
  /\.[a-z0-9]+$/i,
];

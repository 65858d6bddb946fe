/**
 * Cache names, lifetimes and path families of the service worker, in one place. Message types
 * are shared with the app in src/shared/sw-messages.ts.
 */
const VERSION = 'v1';

export const CACHE_NAMES = {
  /** content JSON of the country sites: labels, navigation, home, config */
  content: `vitrine-content-${VERSION}`,
  /** public catalogue API responses: product details, filters */
  catalogue: `vitrine-catalogue-${VERSION}`,
  /** search responses (Algolia POSTs) under synthetic GET keys: URL + SHA-256 of the body */
  search: `vitrine-search-${VERSION}`,
  /** product and editorial images */
  images: `vitrine-images-${VERSION}`,
} as const;

const DAY = 24 * 60 * 60;

export const LIMITS = {
  catalogue: { maxEntries: 300, maxAgeSeconds: 7 * DAY },
  content: { maxEntries: 200, maxAgeSeconds: 30 * DAY },
  search: { maxEntries: 200, maxAgeSeconds: 2 * DAY },
  images: { maxEntries: 400, maxAgeSeconds: 30 * DAY },
} as const;

/**
 * Refreshes of cached answers wait until the worker has answered nothing from a cache for
 * quietMs, and at most maxWaitMs after the first was queued (strategies/revalidation-queue.ts).
 */
export const REVALIDATION_TIMING = { quietMs: 100, maxWaitMs: 1000 } as const;

/** Paths the navigation fallback never answers: they are data, not pages. */
export const NON_PAGE_PREFIXES = [
  /^\/api\//,
  /^\/search\/1\//,
  /^\/media\//,
  /^\/icons\//,
  /\.[a-z0-9]+$/i,
];

/** Content JSON of the country sites (routes/content.ts). */
export const CONTENT_PATH =
  /^\/(sites\.json|[a-z]{2}\/(themes\/config\.json|sortOptions\.json|data\/[\w-]+\/[\w-]+\.json|language\/[\w-]+\.json))$/;

/** Public catalogue API answers: product details and filters (routes/catalogue.ts). */
export const CATALOGUE_PATH = /^\/api\/(product\/s\/[^/]+|filters\/s\/ALL)$/;

/** Product and editorial images the server draws (routes/images.ts). */
export const MEDIA_PATH = /^\/media\//;

/** Search protocol endpoint whose POST answers are cached by body digest. */
export const SEARCH_QUERIES_PATH = /^\/search\/1\/indexes\/[^/]+\/queries$/;

/** Query parameter of the synthetic GET key a search response is stored under. */
export const SEARCH_DIGEST_PARAM = '__body-sha256';

/**
 * The recently viewed list (spec §4 "recently observed list moves viewed id to front and
 * trims", §9 observed products 20), as pure functions over a JSON-safe, versioned value. Each
 * entry carries a small snapshot of the product so the list renders offline, without the
 * network. Sites share one origin (and so one storage), so every entry names its site and each
 * site keeps its own newest 20.
 */
export const RECENTLY_VIEWED_STORAGE_KEY = 'observedProducts';
export const RECENTLY_VIEWED_VERSION = 1;
/** spec §9: observed products 20 */
export const RECENTLY_VIEWED_LIMIT = 20;

export interface RecentlyViewedEntry {
  /** the site's base path ("/gb/en"): names, paths and prices belong to one site language */
  site: string;
  productId: string;
  /** the colour variant last viewed (the search objectID) */
  variantId: string;
  name: string;
  brand: string;
  image: string;
  /** path relative to the site base, with the colour */
  path: string;
  /** epoch ms of the view */
  viewedAt: number;
}

export interface StoredRecentlyViewed {
  version: typeof RECENTLY_VIEWED_VERSION;
  items: RecentlyViewedEntry[];
}

const STRING_FIELDS = ['site', 'productId', 'variantId', 'name', 'brand', 'image', 'path'] as const;

function isEntry(value: unknown): value is RecentlyViewedEntry {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    STRING_FIELDS.every((field) => typeof record[field] === 'string') &&
    record.productId !== '' &&
    typeof record.path === 'string' &&
    record.path.startsWith('/') &&
    typeof record.viewedAt === 'number' &&
    Number.isFinite(record.viewedAt)
  );
}

const sameProduct = (a: RecentlyViewedEntry, b: RecentlyViewedEntry) =>
  a.site === b.site && a.productId === b.productId;

/** Keeps the first entry of each product and at most `limit` entries per site, order kept. */
function trim(items: readonly RecentlyViewedEntry[], limit: number): RecentlyViewedEntry[] {
  const perSite = new Map<string, number>();
  const kept: RecentlyViewedEntry[] = [];
  for (const item of items) {
    if (kept.some((other) => sameProduct(other, item))) continue;
    const count = perSite.get(item.site) ?? 0;
    if (count >= limit) continue;
    perSite.set(item.site, count + 1);
    kept.push(item);
  }
  return kept;
}

/**
 * Reads a stored value. Anything unreadable (not JSON, another version, not a list) is an
 * empty list, and malformed entries are dropped: a bad value must never break a page.
 */
export function parseRecentlyViewed(raw: string | null): RecentlyViewedEntry[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return [];
    const { version, items } = parsed as Record<string, unknown>;
    if (version !== RECENTLY_VIEWED_VERSION || !Array.isArray(items)) return [];
    return trim(items.filter(isEntry), RECENTLY_VIEWED_LIMIT);
  } catch {
    return [];
  }
}

export function serialiseRecentlyViewed(items: readonly RecentlyViewedEntry[]): string {
  const stored: StoredRecentlyViewed = { version: RECENTLY_VIEWED_VERSION, items: [...items] };
  return JSON.stringify(stored);
}

/** The viewed product moves to the front (its snapshot refreshed); each site keeps its newest 20. */
export function recordView(
  items: readonly RecentlyViewedEntry[],
  entry: RecentlyViewedEntry,
  limit = RECENTLY_VIEWED_LIMIT,
): RecentlyViewedEntry[] {
  return trim([entry, ...items.filter((item) => !sameProduct(item, entry))], limit);
}

/** The entries of one site, newest first, without the product on screen. */
export function entriesFor(
  items: readonly RecentlyViewedEntry[],
  site: string,
  excludeProductId?: string,
): RecentlyViewedEntry[] {
  return items.filter((item) => item.site === site && item.productId !== excludeProductId);
}

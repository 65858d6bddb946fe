/**
 * Listing associations (spec §3 localStorage `productIdAssociation`): the search a product was
 * last clicked from, by product id, so the add to bag and the purchase that follow are
 * credited to that search (Algolia's "…AfterSearch" events) — across reloads and the 3-D
 * Secure page's round trip, which a tab's memory would lose. Completing checkout clears them
 * (spec §4), and so does a session reset (the next shopper's purchases are not this one's).
 * Read and written only by the insights sender, in handlers, never during render.
 */
import type { SearchClick } from '../logic/insights-mapping';

export const PRODUCT_ASSOCIATION_STORAGE_KEY = 'productIdAssociation';
/** Products whose search click is remembered (the most recent ones). */
const REMEMBERED = 50;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const isClick = (value: unknown): value is SearchClick =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SearchClick).queryID === 'string' &&
  typeof (value as SearchClick).index === 'string';

/** Oldest first; what is not an association (another version's, a hand edit) is skipped. */
function read(): [string, SearchClick][] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(PRODUCT_ASSOCIATION_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, SearchClick] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && isClick(entry[1]),
    );
  } catch {
    return [];
  }
}

function write(entries: [string, SearchClick][]): void {
  try {
    storage()?.setItem(PRODUCT_ASSOCIATION_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // storage full or denied: the purchase is then credited to no search, nothing breaks
  }
}

/** Remembers the search `productId` was clicked from, as its newest association. */
export function rememberSearchClick(productId: string, click: SearchClick): void {
  const kept = read().filter(([id]) => id !== productId);
  const newest: [string, SearchClick] = [productId, { queryID: click.queryID, index: click.index }];
  write([...kept, newest].slice(-REMEMBERED));
}

export function searchClickOf(productId: string): SearchClick | undefined {
  return read().find(([id]) => id === productId)?.[1];
}

export function clearProductAssociations(): void {
  try {
    storage()?.removeItem(PRODUCT_ASSOCIATION_STORAGE_KEY);
  } catch {
    // nothing stored to clear
  }
}

/**
 * Favourites in local storage (spec §3): key `favorites` holds the variant ids, newest first.
 * `favoritesRevision` holds the time of the last change, so the session's server copy and this
 * device can tell which list is newer (a removal made here is never undone by an older copy).
 * Only called from effects and event handlers, never during render.
 */
export const FAVOURITES_STORAGE_KEY = 'favorites';
export const FAVOURITES_REVISION_KEY = 'favoritesRevision';
/** Dispatched on window whenever this tab changes favourites (`storage` covers other tabs). */
export const FAVOURITES_CHANGED_EVENT = 'vitrine:favorites-changed';

export interface StoredFavourites {
  variantIds: string[];
  revision: number;
}

/** Unique string ids; anything corrupt reads as an empty list rather than breaking the page. */
export function parseFavourites(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((id): id is string => typeof id === 'string' && id !== ''))];
  } catch {
    return [];
  }
}

export function readStoredFavourites(): StoredFavourites {
  try {
    const variantIds = parseFavourites(window.localStorage.getItem(FAVOURITES_STORAGE_KEY));
    const revision = Number(window.localStorage.getItem(FAVOURITES_REVISION_KEY));
    return { variantIds, revision: Number.isSafeInteger(revision) && revision > 0 ? revision : 0 };
  } catch {
    return { variantIds: [], revision: 0 }; // storage disabled (private mode, policy)
  }
}

export function writeStoredFavourites(list: StoredFavourites): void {
  try {
    window.localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(list.variantIds));
    window.localStorage.setItem(FAVOURITES_REVISION_KEY, String(list.revision));
  } catch {
    // Full or disabled storage: the list still lives for this page and on the server.
  }
  window.dispatchEvent(new Event(FAVOURITES_CHANGED_EVENT));
}

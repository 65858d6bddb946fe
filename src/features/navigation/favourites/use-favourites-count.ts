/**
 * The number of favourites for the header heart (spec §3: favourites are a list of variant ids
 * in localStorage under "favorites"). Storage is read in effects only (render-safe), re-read when
 * another tab writes it (the `storage` event) and when this tab announces a change with
 * FAVOURITES_CHANGED_EVENT, which the `storage` event does not cover.
 */
import { useEffect, useState } from 'react';

export const FAVOURITES_STORAGE_KEY = 'favorites';
/** Dispatched on window by whoever changes favourites in this tab. */
export const FAVOURITES_CHANGED_EVENT = 'vitrine:favorites-changed';

export function countFavourites(raw: string | null): number {
  if (!raw) return 0;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? new Set(parsed.filter((id) => typeof id === 'string')).size : 0;
  } catch {
    // A corrupt entry counts as no favourites rather than breaking the header.
    return 0;
  }
}

function readCount(): number {
  try {
    return countFavourites(window.localStorage.getItem(FAVOURITES_STORAGE_KEY));
  } catch {
    return 0; // storage disabled (private mode, policy)
  }
}

/** null until storage has been read (the first effect), then the count. */
export function useFavouritesCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setCount(readCount());
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === FAVOURITES_STORAGE_KEY) update();
    };
    update();
    window.addEventListener('storage', onStorage);
    window.addEventListener(FAVOURITES_CHANGED_EVENT, update);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(FAVOURITES_CHANGED_EVENT, update);
    };
  }, []);
  return count;
}

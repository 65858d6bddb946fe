/**
 * The number of favourites for the header heart, from the favourites store (spec §3: variant
 * ids in localStorage under "favorites", followed across tabs and this tab's changes).
 */
import { useFavourites } from '../../favourites';

export { FAVOURITES_CHANGED_EVENT, FAVOURITES_STORAGE_KEY } from '../../favourites';

/** Counts the unique ids of a stored `favorites` value; corrupt values count as none. */
export { parseFavourites } from '../../favourites';

/** null until storage has been read (the first effect), then the count. */
export function useFavouritesCount(): number | null {
  const { loaded, count } = useFavourites();
  return loaded ? count : null;
}

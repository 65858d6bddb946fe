/**
 * The number of favourites for the header heart, from the favourites store (spec §3: variant
 * ids in localStorage under "favorites", followed across tabs and this tab's changes).
 */
import { useFavourites } from './use-favourites';

/** null until storage has been read (the first effect), then the count. */
export function useFavouritesCount(): number | null {
  const { loaded, count } = useFavourites();
  return loaded ? count : null;
}

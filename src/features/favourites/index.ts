/**
 * Favourites: the heart toggle, the header heart with the count, the shared list (local
 * storage + session copy) and the page.
 */
export { FavouriteButton, type FavouriteButtonProps } from './components/favourite-button';
export { FavouritesPage } from './components/favourites-page-lazy';
export { FavouritesLink } from './components/favourites-link';
export { useFavourites, type FavouriteTarget, type UseFavourites } from './hooks/use-favourites';
export {
  FAVOURITES_CHANGED_EVENT,
  FAVOURITES_STORAGE_KEY,
  parseFavourites,
} from './store/favourites-storage';

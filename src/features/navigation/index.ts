/**
 * Navigation feature: header navigation (megamenu, mobile pullout), the site search box, the
 * favourites heart, navigation-tree path resolution and the soft 404 page.
 */
export { PrimaryNavigation } from './menu/primary-navigation';
export { SearchInput, type SearchInputProps } from './search/search-input';
export { normaliseQuery } from './search/use-search-input';
export { FavouritesLink } from './favourites/favourites-link';
export {
  FAVOURITES_CHANGED_EVENT,
  FAVOURITES_STORAGE_KEY,
  useFavouritesCount,
} from './favourites/use-favourites-count';
export { walkNavTree, pathSegments, type NavMatch } from './nav-tree/walk-nav-tree';
export { useNavMatch, type NavMatchState } from './nav-tree/use-nav-match';
export { NotFoundPage } from './not-found/not-found-page';

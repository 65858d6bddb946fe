/**
 * Navigation feature: header navigation (megamenu, mobile pullout), the site search box, the
 * favourites heart, navigation-tree path resolution, the side and category navigations,
 * browse-by chips, and the soft 404 page with its redirects map.
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
export { SideNavigation, CategoryNavigation } from './side-nav/lazy-side-nav';
export { WithCategoryNavigation } from './side-nav/with-category-navigation';
export type { SideNavigationProps } from './side-nav/side-navigation';
export type { CategoryNavigationProps } from './side-nav/category-navigation';
export { BrowseBy, browseByNodes } from './side-nav/browse-by';
export { sideNavTarget, type SideNavTarget } from './side-nav/side-nav-target';
export { findRedirect } from './not-found/find-redirect';
export { StartingContextRedirect } from './components/starting-context-redirect';

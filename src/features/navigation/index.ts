/**
 * Navigation feature: header navigation (megamenu, mobile pullout: the lazy door menus.ts),
 * navigation-tree path resolution, the side and category navigations, and browse-by chips.
 */
export { walkNavTree, type NavMatch } from './logic/walk-nav-tree';
export { useNavMatch, type NavMatchState } from './hooks/use-nav-match';
export { SideNavigation, CategoryNavigation } from './components/side-nav/lazy-side-nav';
export { WithCategoryNavigation } from './components/side-nav/with-category-navigation';
export type { SideNavigationProps } from './components/side-nav/side-navigation';
export type { CategoryNavigationProps } from './components/side-nav/category-navigation';
export { BrowseBy } from './components/side-nav/browse-by';
export { StartingContextRedirect } from './components/starting-context-redirect';

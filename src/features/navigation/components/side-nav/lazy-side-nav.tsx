/**
 * The side and category navigations probe the search engine with the catalogue's filter
 * builder. They load as a chunk of their own so the navigation index (part of the entry,
 * for the header) does not pull the catalogue into the entry bundle.
 */
import { lazy, Suspense } from 'react';
import type { CategoryNavigationProps } from './category-navigation';
import type { SideNavigationProps } from './side-navigation';

const LazySideNavigation = lazy(() =>
  import('./side-navigation').then((module) => ({ default: module.SideNavigation })),
);
const LazyCategoryNavigation = lazy(() =>
  import('./category-navigation').then((module) => ({ default: module.CategoryNavigation })),
);

export function SideNavigation(props: SideNavigationProps) {
  return (
    <Suspense fallback={null}>
      <LazySideNavigation {...props} />
    </Suspense>
  );
}

export function CategoryNavigation(props: CategoryNavigationProps) {
  return (
    <Suspense fallback={null}>
      <LazyCategoryNavigation {...props} />
    </Suspense>
  );
}

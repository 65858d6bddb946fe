/**
 * The route table (spec §2 "Route patterns"), paths relative to the router base (/gb/en).
 * Pages are lazy chunks; the shell's Suspense shows a page skeleton while one loads. Any path
 * no route claims walks the navigation tree: a match is a listing, anything else the soft 404.
 */
import { useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { BrandPage, BrandsIndexPage } from '../features/brands';
import { HomePage } from '../features/content';
// already a lazy chunk: the feature's index is in the entry bundle for the header heart
import { FavouritesPage } from '../features/favourites';
import {
  BrowseBy,
  SideNavigation,
  StartingContextRedirect,
  WithCategoryNavigation,
  useNavMatch,
} from '../features/navigation';
import { NotFoundPage } from '../features/not-found';
import { OfflineUnavailable } from '../platform/offline/unavailable-slot';
import { lazyPage } from '../platform/routing/lazy-page';
import { brandRoutePatterns, routePatterns } from '../platform/routing/paths';
import { useSite } from '../platform/site/site-context';
import { pageCommitted } from '../platform/ui/live-state';
import { LoadError } from '../platform/ui/load-error';
import { clearRetried } from './error/chunk-load-error';
import { PageSkeleton } from './shell/page-skeleton';

const ListingPage = lazyPage(() =>
  import('../features/catalogue/pages').then((m) => m.ListingPage),
);
const SearchPage = lazyPage(() =>
  import('../features/catalogue/search-page').then((m) => m.SearchPage),
);
const ProductPage = lazyPage(() => import('../features/product').then((m) => m.ProductPage));
// one chunk for both pages of the bag: one import, so the entry lists its files once
const loadCartPages = () => import('./cart-pages');
const CheckoutPage = lazyPage(() => loadCartPages().then((m) => m.CheckoutPage));
const RecreateCartPage = lazyPage(() => loadCartPages().then((m) => m.RecreateCartPage));
// the pages after an order: one chunk, only on /complete, /orders/* and /tracking, which picks
// the page itself
const OrderPages = lazyPage(() => import('../features/orders/pages').then((m) => m.OrderRoutes));
// the account pages and the identity provider's client: one chunk, only on /account/*
const AccountPages = lazyPage(() =>
  import('../features/account/pages').then((m) => m.AccountRoutes),
);

/** The lazy pages boot preloads for the URL it opens (boot/preload-route.ts). */
export const routePages = {
  home: HomePage,
  listing: ListingPage,
  search: SearchPage,
  product: ProductPage,
};

/** The patterns with a page of their own; everything else goes through the navigation tree. */
export const KNOWN_ROUTES = [
  routePatterns.home,
  routePatterns.search,
  routePatterns.product,
  routePatterns.favourites,
  routePatterns.checkout,
  routePatterns.recreateCart,
  routePatterns.orderPages,
  routePatterns.accountPages,
];

/** Listing or soft 404, decided by navTree.json. */
function NavTreeRoute() {
  const [location] = useLocation();
  const resolved = useNavMatch(location);
  switch (resolved.status) {
    case 'pending':
      return <PageSkeleton />;
    // offline, a navigation tree never loaded here: say so and offer what opens offline
    case 'unavailable-offline':
      return <OfflineUnavailable headingLevel={1} />;
    case 'error':
      return <LoadError headingLevel={1} onRetry={resolved.retry} />;
    case 'listing':
      return (
        <ListingPage
          // another category is another page (panels close, state resets); same path stays
          key={resolved.match.node.path}
          node={resolved.match.node}
          trail={resolved.match.trail}
          sideNavigation={<SideNavigation match={resolved.match} />}
          browseBy={<BrowseBy path={resolved.match.node.path} />}
        />
      );
    case 'not-found':
      return <NotFoundPage />;
  }
}

/**
 * Rendered once a route's chunks have loaded: the next chunk failure may reload again. Its
 * first effect also says the page has committed: it is live (`<html data-live="true">`) once
 * its regions that hydrate on their own have too (platform/ui/live-state.ts).
 */
function ChunksLoaded() {
  useEffect(() => {
    clearRetried();
    pageCommitted();
  }, []);
  return null;
}

export function AppRoutes() {
  const { config } = useSite();
  const brandRoutes = brandRoutePatterns(config.options.navigation.brandsPathname);
  return (
    <>
      <Switch>
        <Route path={routePatterns.home}>
          <StartingContextRedirect fallback={<PageSkeleton />}>
            <HomePage />
          </StartingContextRedirect>
        </Route>
        <Route path={routePatterns.search}>
          <WithCategoryNavigation>
            <SearchPage />
          </WithCategoryNavigation>
        </Route>
        <Route path={routePatterns.product} component={ProductPage} />
        <Route path={brandRoutes.brand}>
          {(params) => <BrandPage l1={params.l1} tag={params.brand ?? ''} />}
        </Route>
        <Route path={brandRoutes.brands}>{(params) => <BrandsIndexPage l1={params.l1} />}</Route>
        <Route path={routePatterns.favourites}>
          <WithCategoryNavigation>
            <FavouritesPage />
          </WithCategoryNavigation>
        </Route>
        <Route path={routePatterns.checkout} component={CheckoutPage} />
        <Route path={routePatterns.recreateCart} component={RecreateCartPage} />
        <Route path={routePatterns.orderPages} component={OrderPages} />
        {config.integrations.cognito.enabled && (
          <Route path={routePatterns.accountPages} component={AccountPages} />
        )}
        <Route>
          <NavTreeRoute />
        </Route>
      </Switch>
      <ChunksLoaded />
    </>
  );
}

/**
 * The page as its own chunk: the header heart imports this feature's index in the entry
 * bundle, and the page (search client, cards) should not ride along with it.
 */
import { lazy } from 'react';

export const FavouritesPage = lazy(() =>
  import('./favourites-page').then((module) => ({ default: module.FavouritesPage })),
);

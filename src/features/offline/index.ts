/**
 * Offline: the panel a page shows offline when its data was never cached on this device
 * (favourites, recently viewed, cached categories). The app puts it in platform/offline's
 * unavailable slot, so pages never import this feature.
 */
export { UnavailablePanel } from './components/unavailable-panel';
export { useCachedCategories } from './hooks/use-cached-categories';
export type { CachedCategory } from './logic/cached-categories';

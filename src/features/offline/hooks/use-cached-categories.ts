/**
 * The categories that open offline on this device, kept current as the query cache changes
 * (a listing answered, the persisted cache restored).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { siteIndexName } from '../../../shared/search/index-names';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import { catalogueKeys, listingFilter, readListingKey } from '../../catalogue';
import { useContentData } from '../../content';
import {
  cachedCategories,
  cachedListingFilters,
  type CachedCategory,
  type CachedListing,
} from '../logic/cached-categories';

const SEPARATOR = '\u0000';

export function useCachedCategories(): CachedCategory[] {
  const queryClient = useQueryClient();
  const { config } = useSite();
  const { language } = useActiveLocale();
  const navTree = useContentData('navTree');
  const index = siteIndexName(config, language, '');

  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  // a string snapshot: equal answers compare equal, so unrelated cache events don't re-render
  const getSnapshot = useCallback(() => {
    const cached = queryClient.getQueryCache().findAll({ queryKey: catalogueKeys.listings() });
    const listings = cached.flatMap((query): CachedListing[] => {
      const main = readListingKey(query.queryKey);
      return main ? [{ main, hasData: query.state.data !== undefined }] : [];
    });
    return [...cachedListingFilters(listings, index)].sort().join(SEPARATOR);
  }, [queryClient, index]);
  const filters = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  return useMemo(() => {
    if (!navTree.data || filters === '') return [];
    return cachedCategories(navTree.data, new Set(filters.split(SEPARATOR)), (node) =>
      listingFilter(node.filters),
    );
  }, [navTree.data, filters]);
}

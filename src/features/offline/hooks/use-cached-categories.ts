/**
 * The categories that open offline on this device, kept current as the query cache changes
 * (a listing answered, the persisted cache restored).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { indexName } from '../../../platform/search/search-client';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import { catalogueKeys, listingFilter } from '../../catalogue';
import { useContentData } from '../../content';
import {
  cachedCategories,
  cachedListingFilters,
  type CachedCategory,
} from '../logic/cached-categories';

/** catalogue's useListingSearch keys a listing as [...catalogueKeys.all, 'listing', queries] */
const LISTING_KEY_PREFIX = [...catalogueKeys.all, 'listing'] as const;
const SEPARATOR = '\u0000';

export function useCachedCategories(): CachedCategory[] {
  const queryClient = useQueryClient();
  const { config } = useSite();
  const { language } = useActiveLocale();
  const navTree = useContentData('navTree');
  const index = indexName(config, language, '');

  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  // a string snapshot: equal answers compare equal, so unrelated cache events don't re-render
  const getSnapshot = useCallback(() => {
    const queries = queryClient
      .getQueryCache()
      .findAll({ queryKey: LISTING_KEY_PREFIX })
      .map((query) => ({ queryKey: query.queryKey, hasData: query.state.data !== undefined }));
    return [...cachedListingFilters(queries, LISTING_KEY_PREFIX, index)].sort().join(SEPARATOR);
  }, [queryClient, index]);
  const filters = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  return useMemo(() => {
    if (!navTree.data || filters === '') return [];
    return cachedCategories(navTree.data, new Set(filters.split(SEPARATOR)), (node) =>
      listingFilter(node.filters),
    );
  }, [navTree.data, filters]);
}

import { useMemo } from 'react';
import { useUnavailableOffline } from '../../../platform/offline/unavailable-slot';
import { useContentData } from '../../content';
import { walkNavTree, type NavMatch } from '../logic/walk-nav-tree';

export type NavMatchState =
  | { status: 'pending' }
  /** offline, and the tree was never loaded on this device (the fetch failed or waits) */
  | { status: 'unavailable-offline' }
  | { status: 'error'; retry: () => void }
  | { status: 'listing'; match: NavMatch }
  | { status: 'not-found' };

/** Resolves a path (below the router base) against navTree.json of the active language. */
export function useNavMatch(pathname: string): NavMatchState {
  const tree = useContentData('navTree');
  const { data, isPending, isError, refetch } = tree;
  const unavailableOffline = useUnavailableOffline(tree);
  return useMemo((): NavMatchState => {
    if (unavailableOffline) return { status: 'unavailable-offline' };
    if (isPending) return { status: 'pending' };
    if (isError) return { status: 'error', retry: () => void refetch() };
    const match = walkNavTree(data, pathname);
    return match ? { status: 'listing', match } : { status: 'not-found' };
  }, [unavailableOffline, data, isPending, isError, refetch, pathname]);
}

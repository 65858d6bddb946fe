/**
 * Favourites for components: the list (variant ids, newest first), membership, toggle and
 * remove. Adding or removing is tracked for analytics (addToFavorites / removeFromFavorites).
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { track } from '../../analytics';
import { useApi } from '../../../platform/http/api-context';
import {
  getFavouritesState,
  INITIAL_FAVOURITES,
  nextRevision,
  replaceFavourites,
  startFavourites,
  subscribeFavourites,
} from '../store/favourites-store';
import { reconcileWithServer, scheduleUpload } from '../store/favourites-sync';

export interface FavouriteTarget {
  variantId: string;
  /** for analytics; defaults to the variant id */
  productId?: string;
  colour?: string;
}

export interface UseFavourites {
  variantIds: readonly string[];
  count: number;
  /** false until local storage has been read */
  loaded: boolean;
  /** set while a change waits in the worker's outbox (offline) */
  queuedOutboxId: string | null;
  isFavourite: (variantId: string) => boolean;
  /** adds or removes; returns true when the variant is now a favourite */
  toggle: (target: FavouriteTarget) => boolean;
  remove: (target: FavouriteTarget) => void;
}

function change(target: FavouriteTarget, add: boolean): void {
  const { variantIds } = getFavouritesState();
  const without = variantIds.filter((id) => id !== target.variantId);
  replaceFavourites({
    variantIds: add ? [target.variantId, ...without] : without,
    revision: nextRevision(),
  });
  track({
    type: add ? 'addToFavorites' : 'removeFromFavorites',
    productId: target.productId ?? target.variantId,
    ...(target.colour ? { color: target.colour } : {}),
  });
}

export function useFavourites(): UseFavourites {
  const state = useSyncExternalStore(
    subscribeFavourites,
    getFavouritesState,
    () => INITIAL_FAVOURITES,
  );
  const api = useApi();
  useEffect(() => {
    startFavourites(() => scheduleUpload(api));
    void reconcileWithServer(api);
  }, [api]);
  const isFavourite = useCallback(
    (variantId: string) => state.variantIds.includes(variantId),
    [state.variantIds],
  );
  const toggle = useCallback((target: FavouriteTarget) => {
    const add = !getFavouritesState().variantIds.includes(target.variantId);
    change(target, add);
    return add;
  }, []);
  const remove = useCallback((target: FavouriteTarget) => change(target, false), []);
  return {
    variantIds: state.variantIds,
    count: state.variantIds.length,
    loaded: state.loaded,
    queuedOutboxId: state.queuedOutboxId,
    isFavourite,
    toggle,
    remove,
  };
}

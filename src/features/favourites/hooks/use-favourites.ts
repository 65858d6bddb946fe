/**
 * Favourites for components: the list (variant ids, newest first), membership, toggle and
 * remove. Adding or removing is tracked for analytics (addToFavorites / removeFromFavorites).
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { track } from '../../analytics';
import { useApi } from '../../../platform/http/api-context';
import { whenIdle } from '../../../platform/ui/yield-to-main';
import {
  getFavouritesState,
  INITIAL_FAVOURITES,
  nextRevision,
  replaceFavourites,
  startFavourites,
  subscribeFavourites,
  type FavouritesState,
} from '../store/favourites-store';

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

/**
 * Loads the list once and follows it; every component that reads favourites calls it. Reading
 * storage and asking the server wait for an idle moment: a page's hearts can show their state
 * a moment after it comes to life, rather than lengthen that moment. The server sync (and the
 * outbox it writes through) is a chunk of its own, loaded then.
 */
function useFavouritesStarted(): void {
  const api = useApi();
  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      import('../store/favourites-sync')
        .then(({ reconcileWithServer, scheduleUpload }) => {
          if (!active) return;
          startFavourites(() => scheduleUpload(api));
          void reconcileWithServer(api);
        })
        .catch((error: unknown) => console.warn('Favourites sync not loaded', error));
    });
    return () => {
      active = false;
      cancel();
    };
  }, [api]);
}

/**
 * A value derived from the favourites store. The component renders again only when that value
 * changes: a page's hearts do not all re-render, synchronously (a store read by
 * useSyncExternalStore updates at once), when the list is first read from storage after
 * hydration or when one heart is toggled (issue 10: no long task after a first visit).
 * `select` must return a primitive or a value the store keeps.
 */
function useFavouritesValue<T>(select: (state: FavouritesState) => T): T {
  useFavouritesStarted();
  return useSyncExternalStore(
    subscribeFavourites,
    () => select(getFavouritesState()),
    () => select(INITIAL_FAVOURITES),
  );
}

/** Whether this variant is a favourite (a heart's pressed state). */
export function useIsFavourite(variantId: string): boolean {
  return useFavouritesValue((state) => state.variantIds.includes(variantId));
}

/** The number of favourites, null until storage has been read (the first effect). */
export function useFavouritesCount(): number | null {
  return useFavouritesValue((state) => (state.loaded ? state.variantIds.length : null));
}

/** Adds or removes; returns true when the variant is now a favourite. */
export function toggleFavourite(target: FavouriteTarget): boolean {
  const add = !getFavouritesState().variantIds.includes(target.variantId);
  change(target, add);
  return add;
}

export function useFavourites(): UseFavourites {
  const state = useFavouritesValue((current) => current);
  const isFavourite = useCallback(
    (variantId: string) => state.variantIds.includes(variantId),
    [state.variantIds],
  );
  const remove = useCallback((target: FavouriteTarget) => change(target, false), []);
  return {
    variantIds: state.variantIds,
    count: state.variantIds.length,
    loaded: state.loaded,
    queuedOutboxId: state.queuedOutboxId,
    isFavourite,
    toggle: toggleFavourite,
    remove,
  };
}

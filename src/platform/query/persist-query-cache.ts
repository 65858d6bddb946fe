/**
 * The query cache survives a relaunch: it is persisted to IndexedDB (async-storage persister
 * over idb) and restored before the first render, so a returning shopper offline sees the
 * pages they visited. The build id busts it (a new build never reads an old build's shapes);
 * entries older than QUERY_CACHE_MAX_AGE_MS are dropped (never longer than gcTime); personal
 * queries (keys under a personal root, src/shared/personal-data.ts) are never written; an
 * unreadable or corrupt store is discarded and the app starts with an empty cache.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { isPersonalQueryKey } from '../../shared/personal-data';
import { isStandInQuery, QUERY_CACHE_MAX_AGE_MS } from './query-client';
import { createIdbStorage, deleteIdbStorage, type AsyncStringStorage } from './idb-storage';
import { whenIdle } from '../ui/yield-to-main';

/** A restore slower than this is abandoned: the first render never waits on a stuck store. */
const RESTORE_TIMEOUT_MS = 1500;

/**
 * Whether JSON keeps this value as it is: plain objects, arrays and primitives. A Map, Set,
 * Date or class instance would come back from the store as something else and break the
 * component reading it, so such queries stay in memory only.
 */
export function survivesJson(value: unknown): boolean {
  if (value === null || typeof value !== 'object') {
    return typeof value !== 'function' && typeof value !== 'bigint' && typeof value !== 'symbol';
  }
  // Query data is immutable (a change replaces the object), so each object is walked once.
  const known = checkedObjects.get(value);
  if (known !== undefined) return known;
  const prototype: unknown = Object.getPrototypeOf(value);
  const result = Array.isArray(value)
    ? value.every(survivesJson)
    : (prototype === Object.prototype || prototype === null) &&
      Object.values(value).every(survivesJson);
  checkedObjects.set(value, result);
  return result;
}
const checkedObjects = new WeakMap<object, boolean>();

export function shouldPersistQuery(query: Query): boolean {
  if (query.state.status !== 'success') return false;
  if (!survivesJson(query.state.data)) return false;
  if (isPersonalQueryKey(query.queryKey)) return false;
  // an answer only asked while the real one was not yet possible
  return !isStandInQuery(query);
}

/** A burst of cache changes is saved this many ms after its first change … */
export const PERSIST_THROTTLE_MS = 300;
/** … once the main thread is idle, but no later than this many ms after that. */
const PERSIST_IDLE_TIMEOUT_MS = 300;

export function createQueryPersister(storage: AsyncStringStorage = createIdbStorage()): Persister {
  // Spacing is done by saveInBursts; the persister only keeps writes from overlapping.
  return createAsyncStoragePersister({ storage, key: 'vitrine-queries', throttleTime: 0 });
}

/** Cache events that change what would be stored (not observers coming and going). */
const CHANGES: ReadonlySet<string> = new Set(['added', 'removed', 'updated']);

/**
 * Calls `save` once per burst of cache changes: PERSIST_THROTTLE_MS after the burst's first
 * change, when the main thread is idle, and at once when the page is hidden or left (so a
 * page left quickly still reopens offline from the store). A save walks and serialises every
 * query; TanStack's own subscription does the walk on each cache event, which put tens of ms
 * of work into a page's first render. Returns the unsubscribe function.
 */
export function saveInBursts(queryClient: QueryClient, save: () => void): () => void {
  let cancel: (() => void) | undefined;
  const run = () => {
    cancel = undefined;
    save();
  };
  const schedule = (event: { type: string }) => {
    if (cancel || !CHANGES.has(event.type)) return;
    const timer = setTimeout(
      () => (cancel = whenIdle(run, PERSIST_IDLE_TIMEOUT_MS)),
      PERSIST_THROTTLE_MS,
    );
    cancel = () => clearTimeout(timer);
  };
  const flush = () => {
    if (!cancel) return;
    cancel();
    run();
  };
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const unsubscribes = [
    queryClient.getQueryCache().subscribe(schedule),
    queryClient.getMutationCache().subscribe(schedule),
  ];
  if (typeof document !== 'undefined') {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
  }
  return () => {
    cancel?.();
    cancel = undefined;
    for (const unsubscribe of unsubscribes) unsubscribe();
    if (typeof document !== 'undefined') {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
    }
  };
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error('restore timed out')), ms));
}

/**
 * Restores the persisted cache into `queryClient` (or discards it), then keeps persisting
 * changes. Never rejects. Returns the unsubscribe function.
 */
export async function persistQueryCache(
  queryClient: QueryClient,
  buster: string,
  persister: Persister = createQueryPersister(),
): Promise<() => void> {
  const options = { queryClient, persister, buster, maxAge: QUERY_CACHE_MAX_AGE_MS };
  try {
    await Promise.race([persistQueryClientRestore(options), timeout(RESTORE_TIMEOUT_MS)]);
  } catch (error) {
    // An unreadable store was already removed by the restore; a slow one is left for next time.
    console.warn('Persisted query cache not restored', error);
  }
  const saveOptions = {
    ...options,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
  return saveInBursts(queryClient, () => {
    persistQueryClientSave(saveOptions).catch((error: unknown) =>
      console.warn('Query cache not persisted', error),
    );
  });
}

/** Removes the persisted cache entirely (sign-out, session reset). */
export async function clearPersistedQueryCache(): Promise<void> {
  await deleteIdbStorage().catch(() => undefined);
}

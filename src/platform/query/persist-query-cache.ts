/**
 * The query cache survives a relaunch: it is persisted to IndexedDB (async-storage persister
 * over idb) and restored before the first render, so a returning shopper offline sees the
 * pages they visited. The build id busts it (a new build never reads an old build's shapes);
 * entries older than QUERY_CACHE_MAX_AGE_MS are dropped (never longer than gcTime); personal
 * queries (cart, favourites, account …) are never written; an unreadable or corrupt store is
 * discarded and the app starts with an empty cache.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { QUERY_CACHE_MAX_AGE_MS } from './query-client';
import { createIdbStorage, deleteIdbStorage, type AsyncStringStorage } from './idb-storage';

/** Query key roots holding one shopper's data: never persisted. */
export const PERSONAL_QUERY_ROOTS: ReadonlySet<string> = new Set([
  'cart',
  'favorites',
  'favourites',
  'account',
  'checkout',
  'orders',
  'session',
  'outbox',
]);

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
  if (Array.isArray(value)) return value.every(survivesJson);
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every(survivesJson);
}

export function shouldPersistQuery(query: Query): boolean {
  if (query.state.status !== 'success') return false;
  if (!survivesJson(query.state.data)) return false;
  if ((query.meta as { personal?: boolean } | undefined)?.personal) return false;
  const root = query.queryKey[0];
  return !(typeof root === 'string' && PERSONAL_QUERY_ROOTS.has(root));
}

/** At most one write of the query store per this many ms. */
export const PERSIST_THROTTLE_MS = 300;

export function createQueryPersister(storage: AsyncStringStorage = createIdbStorage()): Persister {
  // Written soon after a page's data arrives: a shopper who leaves within a second would
  // otherwise reopen it offline from the worker's copies only (slower, and not every query).
  return createAsyncStoragePersister({
    storage,
    key: 'vitrine-queries',
    throttleTime: PERSIST_THROTTLE_MS,
  });
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
  try {
    return persistQueryClientSubscribe({
      ...options,
      dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
    });
  } catch {
    return () => undefined;
  }
}

/** Removes the persisted cache entirely (sign-out, session reset). */
export async function clearPersistedQueryCache(): Promise<void> {
  await deleteIdbStorage().catch(() => undefined);
}

/**
 * Sign-out or session reset: nothing of the previous shopper may stay on the device. Personal
 * queries lose their data (a query on screen, such as the bag's, is reset in place so that it
 * can load again for the new session; the rest leave the cache), mutations go (their
 * variables hold bag lines and e-mail addresses), the persisted query store is deleted (it
 * never holds personal queries, but a new shopper starts clean), and any cached response under
 * a personal path is deleted from Cache Storage (the worker refuses to store them; this is the
 * backstop), and so are the personal entries of localStorage (the last addresses sent, the
 * identity library's tokens and user) and sessionStorage (the drafts of what was typed in the
 * checkout and the account forms). What is personal is declared once, in
 * src/shared/personal-data.ts. Favourites in localStorage are the device's, not the session's:
 * they stay.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { isPersonalPath, isPersonalQueryKey } from '../../shared/personal-data';
import {
  PERSONAL_LOCAL_KEYS,
  PERSONAL_LOCAL_PREFIXES,
  PERSONAL_SESSION_PREFIXES,
} from '../../shared/personal-storage';

/** A query holding one shopper's data: its key was built from a personal root. */
export function isPersonalQuery(query: Query): boolean {
  return isPersonalQueryKey(query.queryKey);
}

async function purgeCacheStorage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    const requests = await cache.keys();
    await Promise.all(
      requests
        .filter((request) => isPersonalPath(new URL(request.url).pathname))
        .map((request) => cache.delete(request)),
    );
  }
}

function purgeStorage(storage: Storage, keys: readonly string[], prefixes: readonly string[]) {
  for (const key of Object.keys(storage)) {
    if (keys.includes(key) || prefixes.some((prefix) => key.startsWith(prefix))) {
      storage.removeItem(key);
    }
  }
}

/**
 * The personal entries of localStorage and sessionStorage. A storage the environment lacks
 * (a server render, a worker) holds none; one that refuses access (a sandboxed frame) is said,
 * and the other is still purged.
 */
export function purgeWebStorage(): void {
  const purges = [
    ['localStorage', PERSONAL_LOCAL_KEYS, PERSONAL_LOCAL_PREFIXES],
    ['sessionStorage', [], PERSONAL_SESSION_PREFIXES],
  ] as const;
  for (const [name, keys, prefixes] of purges) {
    try {
      if (typeof globalThis[name] === 'undefined') continue;
      purgeStorage(globalThis[name], keys, prefixes);
    } catch (error) {
      console.warn('Storage purge failed', error);
    }
  }
}

function purgeQueryCache(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().findAll({ predicate: isPersonalQuery })) {
    // reset() cancels its fetch and drops data and error; observers see an empty, pending query
    if (query.getObserversCount() > 0) query.reset();
    else queryClient.getQueryCache().remove(query);
  }
  queryClient.getMutationCache().clear();
}

export async function purgePersonalData(queryClient: QueryClient): Promise<void> {
  purgeQueryCache(queryClient);
  purgeWebStorage();
  await Promise.all([
    // the persister is a chunk of its own, loaded after the first render (app/boot)
    import('../query/persist-query-cache').then((module) => module.clearPersistedQueryCache()),
    purgeCacheStorage().catch((error: unknown) => console.warn('Cache purge failed', error)),
  ]);
}

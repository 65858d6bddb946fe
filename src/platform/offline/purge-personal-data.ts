/**
 * Sign-out or session reset: nothing of the previous shopper may stay on the device. Personal
 * queries leave the in-memory cache, the persisted query store is deleted (it never holds
 * personal queries, but a new shopper starts clean), and any cached response under a personal
 * path is deleted from Cache Storage (the worker refuses to store them; this is the backstop).
 */
import type { QueryClient } from '@tanstack/react-query';
import { clearPersistedQueryCache, PERSONAL_QUERY_ROOTS } from '../query/persist-query-cache';

const PERSONAL_URL =
  /\/api\/(cart|checkout|account|orders?|basic-session|session|favou?rites)(\/|\?|$)/;

async function purgeCacheStorage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    const requests = await cache.keys();
    await Promise.all(
      requests
        .filter((request) => PERSONAL_URL.test(new URL(request.url).pathname))
        .map((request) => cache.delete(request)),
    );
  }
}

export async function purgePersonalData(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({
    predicate: (query) => {
      const root = query.queryKey[0];
      return typeof root === 'string' && PERSONAL_QUERY_ROOTS.has(root);
    },
  });
  await Promise.all([
    clearPersistedQueryCache(),
    purgeCacheStorage().catch((error: unknown) => console.warn('Cache purge failed', error)),
  ]);
}

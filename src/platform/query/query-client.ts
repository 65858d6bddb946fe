import { QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/api-error';

/**
 * How long an unused query stays in memory, and the longest a persisted one is restored
 * (persist-query-cache.ts): maxAge must not exceed gcTime, or restored entries would be
 * collected at once.
 */
export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60_000;

/**
 * Server state lives in TanStack Query. Catalogue data is fresh for a minute; client errors
 * (4xx) are not retried, network and server errors are retried twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: QUERY_CACHE_MAX_AGE_MS,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * A query only asked while the real one was not yet possible (`meta: { persist: false }`, e.g.
 * a listing without its facets): neither persisted nor handed from the server to the browser.
 */
export function isStandInQuery(query: Query): boolean {
  return (query.meta as { persist?: boolean } | undefined)?.persist === false;
}

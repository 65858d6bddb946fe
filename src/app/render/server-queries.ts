/**
 * The page's queries on the server (see entry-server.tsx): a client that keeps nothing between
 * requests, the fetch of every query a render pass asked for, and which queries go to the browser.
 */
import { QueryClient, skipToken, type Query } from '@tanstack/react-query';
import { isStandInQuery } from '../../platform/query/query-client';
import { isPersonalQueryKey } from '../../shared/personal-data';

/**
 * One client per request. No retries, and a failure renders as a failure (not as loading, which
 * is what a failed query shows when it would be retried on mount): a product that does not
 * exist renders its not-found page; the browser retries after hydration (see boot). No
 * garbage-collection timers keep a finished request's data alive.
 */
export function createServerQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, gcTime: Infinity, staleTime: 60_000 },
    },
  });
}

type Enabled = boolean | ((query: Query) => boolean) | undefined;

/**
 * A query the page asked for and the server should fetch: never fetched yet, enabled, with a
 * query function, and not one shopper's data (the server renders no one's bag or favourites).
 */
function shouldFetch(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: Enabled; queryFn?: unknown };
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return (
    isEnabled &&
    queryFn !== undefined &&
    queryFn !== skipToken &&
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle' &&
    query.state.dataUpdateCount === 0 &&
    query.state.errorUpdateCount === 0 &&
    !isPersonalQueryKey(query.queryKey)
  );
}

/** Fetches what the last pass asked for; false when it asked for nothing new. */
export async function fetchAskedQueries(queryClient: QueryClient): Promise<boolean> {
  const asked = queryClient.getQueryCache().getAll().filter(shouldFetch);
  // a failure stays in the query's state: the page renders its error or not-found state
  await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  return asked.length > 0;
}

/**
 * What the browser receives: settled, non-personal queries, failures included, except an
 * answer only asked while the real one was not yet possible (`meta.persist: false`, the same
 * rule as the persisted cache): the browser starts with the real one and never asks it.
 */
export function shouldDehydrate(query: Query): boolean {
  return (
    query.state.status !== 'pending' &&
    !isPersonalQueryKey(query.queryKey) &&
    !isStandInQuery(query)
  );
}

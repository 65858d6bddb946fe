import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../http/api-error';

/**
 * Server state lives in TanStack Query. Catalogue data is fresh for a minute; client errors
 * (4xx) are not retried, network and server errors are retried twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 24 * 60 * 60_000,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

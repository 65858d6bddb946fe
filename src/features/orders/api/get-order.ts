import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../platform/http/api-client';
import { useApi } from '../../../platform/http/api-context';
import { ApiError } from '../../../shared/api/api-error';
import { CHECKOUT_API } from '../../../shared/api/checkout-paths';
import type { OrderDetails } from '../../../shared/api/order';
import { orderKeys } from './order-keys';

export function fetchOrder(
  api: ApiClient,
  orderReference: string,
  signal?: AbortSignal,
): Promise<OrderDetails> {
  return api.fetch<OrderDetails>(CHECKOUT_API.order(orderReference), { signal });
}

/** An order that is not there (or not this shopper's) stays not there: no retry. */
export const retryUnlessNotFound = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failures < 2;

/**
 * The order `orderReference` of this session (spec §7 GET /api/order/{ref}). It changes on the
 * server (a payment confirmed, a cancellation), so a screen always asks again when it opens.
 */
export function orderQueryOptions(api: ApiClient, orderReference: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderReference),
    queryFn: ({ signal }) => fetchOrder(api, orderReference, signal),
    staleTime: 0,
    retry: retryUnlessNotFound,
  });
}

/**
 * GET /api/order/{ref}; not asked while `orderReference` is null. `pollMs` asks again that
 * often while it returns a number (a payment still being confirmed).
 */
export function useOrder(
  orderReference: string | null,
  pollMs?: (order: OrderDetails | undefined) => number | false,
) {
  const api = useApi();
  return useQuery({
    ...orderQueryOptions(api, orderReference ?? ''),
    enabled: orderReference !== null,
    refetchInterval: (query) => pollMs?.(query.state.data) ?? false,
  });
}

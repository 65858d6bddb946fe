import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../platform/http/api-client';
import { useApi } from '../../../platform/http/api-context';
import { CHECKOUT_API } from '../../../shared/api/checkout-paths';
import type { OrderDetails } from '../../../shared/api/order';
import { retryUnlessNotFound } from './get-order';
import { orderKeys } from './order-keys';

/** The order a guest's signed link opens (spec §7 GET /api/order/s/myOrder?hash=); no session. */
export function fetchLinkedOrder(
  api: ApiClient,
  hash: string,
  signal?: AbortSignal,
): Promise<OrderDetails> {
  return api.fetch<OrderDetails>(CHECKOUT_API.orderLink, {
    query: { hash },
    anonymous: true,
    signal,
  });
}

/**
 * Fresh for half a minute: every read counts against the lookup's rate limit, and the lookup
 * that made the link has just answered the order (look-up-order.ts).
 */
export function linkedOrderQueryOptions(api: ApiClient, hash: string) {
  return queryOptions({
    queryKey: orderKeys.link(hash),
    queryFn: ({ signal }) => fetchLinkedOrder(api, hash, signal),
    staleTime: 30_000,
    retry: retryUnlessNotFound,
  });
}

/** GET /api/order/s/myOrder; not asked while `hash` is null. */
export function useLinkedOrder(hash: string | null) {
  const api = useApi();
  return useQuery({ ...linkedOrderQueryOptions(api, hash ?? ''), enabled: hash !== null });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '../../../platform/http/api-context';
import { ACCOUNT_API } from '../../../shared/api/account-paths';
import type { OrderHistory } from '../../../shared/api/account-data';
import { orderKeys } from './order-keys';

/** Where a page of the history starts: after the last order of the page before (keyset). */
export type HistoryCursor = { lastKey: string; lastKeyTs: string } | null;

/**
 * GET /api/order/history (spec §7, §9: 10 a page, newest first): the signed-in account's
 * orders, a page at a time; the next page starts after the last order of this one (`lastKey`
 * and `lastKeyTs` as the page answered them), so an order placed meanwhile never shifts it.
 * Asked again whenever the page opens (a status may have changed), and only when `enabled`
 * (a signed-in shopper).
 */
export function useOrderHistory(enabled: boolean) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: orderKeys.history(api.scope.siteTag),
    queryFn: ({ pageParam, signal }) =>
      api.fetch<OrderHistory>(ACCOUNT_API.orderHistory, {
        signal,
        query: pageParam ?? {},
      }),
    initialPageParam: null as HistoryCursor,
    getNextPageParam: (last): HistoryCursor =>
      last.lastKey !== null && last.lastKeyTs !== null
        ? { lastKey: last.lastKey, lastKeyTs: last.lastKeyTs }
        : null,
    enabled,
    staleTime: 0,
    retry: false,
  });
}

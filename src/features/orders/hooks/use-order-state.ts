import type { UseQueryResult } from '@tanstack/react-query';
import { useUnavailableOffline } from '../../../platform/offline/unavailable-slot';
import { useResponseStatus } from '../../../platform/routing/server-response';
import { ApiError } from '../../../shared/api/api-error';
import type { OrderDetails } from '../../../shared/api/order';

/** What an order page shows for its order's query. */
export type OrderState =
  | { kind: 'loading' }
  | { kind: 'ready'; order: OrderDetails }
  /** unknown, not this shopper's, a link altered or expired, or nothing that could name one */
  | { kind: 'not-found' }
  /** offline, and the order was never loaded here (orders are never cached) */
  | { kind: 'offline' }
  | { kind: 'error'; retry: () => void };

/**
 * The state of an order page from its query. `named` is false when the URL names no order at
 * all (no reference, or text that cannot be one): not found at once, and the server's render
 * answers 404 for it. An order the server does not give this shopper is not found too; the
 * server's render cannot know that (it renders no one's orders), the page says it once asked.
 */
export function useOrderState(
  query: UseQueryResult<OrderDetails, unknown>,
  named: boolean,
): OrderState {
  const offline = useUnavailableOffline(query);
  useResponseStatus(named ? null : 404);
  if (query.data) return { kind: 'ready', order: query.data };
  if (!named || (query.error instanceof ApiError && query.error.status === 404))
    return { kind: 'not-found' };
  if (offline) return { kind: 'offline' };
  if (query.isError) return { kind: 'error', retry: () => void query.refetch() };
  return { kind: 'loading' };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../platform/http/api-client';
import { useApi } from '../../../platform/http/api-context';
import { CHECKOUT_API } from '../../../shared/api/checkout-paths';
import type { OrderLookupAnswer, OrderLookupBody } from '../../../shared/api/order';
import { orderKeys } from './order-keys';

/** POST /api/order/s/query (spec §7): a guest's reference and e-mail or phone; no session. */
export function lookUpOrder(api: ApiClient, body: OrderLookupBody): Promise<OrderLookupAnswer> {
  return api.fetch<OrderLookupAnswer>(CHECKOUT_API.orderLookup, {
    method: 'POST',
    body,
    anonymous: true,
  });
}

/**
 * The lookup as a mutation: what it finds is kept as the answer of its link's query, so the
 * page the lookup opens (…/order-status?hash=) shows the order without asking again.
 */
export function useLookUpOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderLookupBody) => lookUpOrder(api, body),
    onSuccess: (answer) => queryClient.setQueryData(orderKeys.link(answer.hash), answer.order),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../platform/http/api-client';
import { useApi } from '../../../platform/http/api-context';
import { API } from '../../../shared/api/paths';
import type { Cart } from '../../../shared/domain/cart';
import { cartKeys } from './cart-keys';

export function fetchCart(api: ApiClient, signal?: AbortSignal): Promise<Cart> {
  return api.fetch<Cart>(API.cart, { signal });
}

/**
 * The cart of the api client's site and language. It is personal and changes elsewhere
 * (another tab, checkout), so it is always revalidated when a screen asks for it; a failed
 * refetch keeps the last cart on screen.
 */
export function cartQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: cartKeys.detail(api.scope.siteTag, api.scope.language),
    queryFn: ({ signal }) => fetchCart(api, signal),
    staleTime: 0,
  });
}

/** GET /api/cart for the active site and language. */
export function useCart() {
  return useQuery(cartQueryOptions(useApi()));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../platform/http/api-client';
import { useSite } from '../../../platform/site/site-context';
import { API } from '../../../shared/api/paths';
import type { Cart } from '../../../shared/domain/cart';
import { cartKeys } from './cart-keys';

export function fetchCart(signal?: AbortSignal): Promise<Cart> {
  return apiFetch<Cart>(API.cart, { signal });
}

/**
 * The cart is personal and changes elsewhere (another tab, checkout), so it is always
 * revalidated when a screen asks for it; a failed refetch keeps the last cart on screen.
 */
export function cartQueryOptions(siteTag: string, language: string) {
  return queryOptions({
    queryKey: cartKeys.detail(siteTag, language),
    queryFn: ({ signal }) => fetchCart(signal),
    staleTime: 0,
  });
}

/** GET /api/cart for the active site and language. */
export function useCart() {
  const { config, language } = useSite();
  return useQuery(cartQueryOptions(config.siteTag, language));
}

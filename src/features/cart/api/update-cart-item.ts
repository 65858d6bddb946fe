import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../platform/http/api-client';
import { useApi } from '../../../platform/http/api-context';
import { API } from '../../../shared/api/paths';
import type { Cart } from '../../../shared/domain/cart';
import { cartKeys } from './cart-keys';
import { useApplyCart } from './use-apply-cart';

export interface UpdateCartItemVariables {
  itemId: string;
  /** 0 removes the line (spec §4 "Cart item removal") */
  quantity: number;
}

export function updateCartItem(
  api: ApiClient,
  { itemId, quantity }: UpdateCartItemVariables,
): Promise<Cart> {
  return api.fetch<Cart>(API.cartItem(itemId), { method: 'PUT', body: { quantity } });
}

/**
 * PUT /api/cart/{itemId} {quantity}; the answer replaces the cached cart. Nothing changes on
 * screen before the answer (no optimistic update), so a failure leaves the line as it was.
 * Network-only, like every cart write (see add-to-cart.ts).
 */
export function useUpdateCartItem() {
  const api = useApi();
  const applyCart = useApplyCart();
  return useMutation({
    mutationKey: cartKeys.write(),
    mutationFn: (variables: UpdateCartItemVariables) => updateCartItem(api, variables),
    onSuccess: applyCart,
    networkMode: 'always',
  });
}

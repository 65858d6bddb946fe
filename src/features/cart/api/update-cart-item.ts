import type { ApiClient } from '../../../platform/http/api-client';
import { API } from '../../../shared/api/paths';
import type { Cart } from '../../../shared/domain/cart';
import { useCartWrite } from './use-cart-write';

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
 */
export function useUpdateCartItem() {
  return useCartWrite(updateCartItem);
}

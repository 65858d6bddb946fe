import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../platform/http/api-client';
import { API } from '../../../shared/api/paths';
import type { Cart } from '../../../shared/domain/cart';
import { useApplyCart } from './use-apply-cart';

export interface UpdateCartItemVariables {
  itemId: string;
  /** 0 removes the line (spec §4 "Cart item removal") */
  quantity: number;
}

export function updateCartItem({ itemId, quantity }: UpdateCartItemVariables): Promise<Cart> {
  return apiFetch<Cart>(API.cartItem(itemId), { method: 'PUT', body: { quantity } });
}

/** PUT /api/cart/{itemId} {quantity}; the answer replaces the cached cart. */
export function useUpdateCartItem() {
  const applyCart = useApplyCart();
  return useMutation({ mutationFn: updateCartItem, onSuccess: applyCart });
}

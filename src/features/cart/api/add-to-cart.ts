import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../platform/http/api-client';
import type { AddToCartBody } from '../../../shared/api/cart';
import { API } from '../../../shared/api/paths';
import type { Cart } from '../../../shared/domain/cart';
import { useApplyCart } from './use-apply-cart';

export function addToCart(body: AddToCartBody): Promise<Cart> {
  return apiFetch<Cart>(API.cart, { method: 'POST', body });
}

/** POST /api/cart {productId, sku, quantity}; on success the bag updates and opens. */
export function useAddToCart() {
  const applyCart = useApplyCart();
  return useMutation({ mutationFn: addToCart, onSuccess: applyCart });
}

import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../platform/http/api-client';
import { useApi } from '../../../platform/http/api-context';
import type { AddToCartBody } from '../../../shared/api/cart';
import { API } from '../../../shared/api/paths';
import type { Cart } from '../../../shared/domain/cart';
import { useApplyCart } from './use-apply-cart';

export function addToCart(api: ApiClient, body: AddToCartBody): Promise<Cart> {
  return api.fetch<Cart>(API.cart, { method: 'POST', body });
}

/** POST /api/cart {productId, sku, quantity}; on success the bag updates and opens. */
export function useAddToCart() {
  const api = useApi();
  const applyCart = useApplyCart();
  return useMutation({
    mutationFn: (body: AddToCartBody) => addToCart(api, body),
    onSuccess: applyCart,
  });
}

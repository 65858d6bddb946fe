import type { ApiClient } from '../../../platform/http/api-client';
import { API } from '../../../shared/api/paths';
import type { Cart } from '../../../shared/domain/cart';
import { useCartWrite } from './use-cart-write';

/**
 * POST /api/cart/recreateCart?cartPublicId (spec §7): rebuilds a shared or e-mailed cart in
 * this session and answers the rebuilt cart. An unknown or expired id is 404 CART_NOT_FOUND,
 * and the session's own cart is left as it was.
 */
export function recreateCart(api: ApiClient, cartPublicId: string): Promise<Cart> {
  return api.fetch<Cart>(API.recreateCart, { method: 'POST', query: { cartPublicId } });
}

export function useRecreateCart() {
  return useCartWrite(recreateCart);
}

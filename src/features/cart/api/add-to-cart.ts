import type { ApiClient } from '../../../platform/http/api-client';
import type { AddToCartBody } from '../../../shared/api/cart';
import { API } from '../../../shared/api/paths';
import type { Cart } from '../../../shared/domain/cart';
import { track } from '../../analytics';
import { useCartWrite } from './use-cart-write';

export function addToCart(api: ApiClient, body: AddToCartBody): Promise<Cart> {
  return api.fetch<Cart>(API.cart, { method: 'POST', body });
}

/** The add-to-cart event (spec §7): the units added and the line the answer put them in. */
function trackAdd(cart: Cart, body: AddToCartBody): void {
  const line = cart.items.find((item) => item.sku === body.sku);
  if (!line) return;
  track({
    type: 'addToCart',
    productId: body.productId,
    sku: body.sku,
    quantity: body.quantity,
    color: line.options.color.slug,
    price: line.unitPrice,
    cartItem: line,
    action: 'primary',
  });
}

/**
 * POST /api/cart {productId, sku, quantity, setCode?, forceBasketClear?}; on success the bag
 * updates and opens, and the add is reported.
 */
export function useAddToCart() {
  return useCartWrite(addToCart, trackAdd);
}

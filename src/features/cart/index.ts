/** Cart: the header bag button with its mini cart, and the cart's queries and mutations. */
export { CartButton } from './components/cart-button/cart-button';
export { cartKeys } from './api/cart-keys';
export { cartQueryOptions, fetchCart, useCart } from './api/get-cart';
export { addToCart, useAddToCart } from './api/add-to-cart';
export {
  updateCartItem,
  useUpdateCartItem,
  type UpdateCartItemVariables,
} from './api/update-cart-item';
export { cartErrorLabel } from './logic/cart-errors';
export { isCheckoutPath, itemCount } from './logic/item-count';
export { miniCart, useMiniCartState, type MiniCartState } from './store/mini-cart-store';

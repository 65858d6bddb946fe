/**
 * Cart: the header bag button with its mini cart, and adding to the bag (the product page).
 * This door is loaded by every page (the header), so it holds only that; the basket and the
 * shared-cart page are the pages.ts door (docs/architecture.md "Lazy doors").
 */
export { CartButton } from './components/cart-button/cart-button';
export { useAddToCart } from './api/add-to-cart';
export { cartErrorLabel } from './logic/cart-errors';
export { miniCart, useMiniCartState, type MiniCartState } from './store/mini-cart-store';

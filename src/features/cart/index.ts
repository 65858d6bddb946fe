/**
 * Cart: the header bag button with its mini cart (adding to the bag is the add-to-cart.ts door).
 * This door is loaded by every page (the header), so it holds only that; the basket and the
 * shared-cart page are the pages.ts door (docs/architecture.md "Lazy doors").
 */
export { CartButton } from './components/cart-button/cart-button';
export { miniCart, useMiniCartState, type MiniCartState } from './store/mini-cart-store';
/** the cart's query keys: a placed order refreshes the header's bag through them */
export { cartKeys } from './api/cart-keys';

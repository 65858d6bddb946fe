/**
 * Adding to the bag, for the product page: a door apart from the index (which every page's
 * header loads), so the add and its error messages travel in the product page's chunk
 * (docs/architecture.md "Lazy doors").
 */
export { useAddToCart } from './api/add-to-cart';
export { cartErrorLabel } from './logic/cart-errors';

/**
 * What the checkout feature takes from the cart, a door of its own (docs/architecture.md "Lazy
 * doors"): the basket page (the first step), the order summary, the bag's lines read-only (the
 * review step), the cart query and the cart write. Only the checkout chunk imports it, so no
 * other page carries the basket's code.
 */
export { BasketPage } from './components/basket/basket-page';
export { BasketSummary } from './components/basket/basket-summary';
export { OrderLines } from './components/basket/order-lines';
export { summaryFigures, type SummaryFigures } from './logic/basket-summary';
export { useCart, cartQueryOptions } from './api/get-cart';
export { useCartWrite } from './api/use-cart-write';

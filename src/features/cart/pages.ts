/**
 * The cart's pages, a second door of the feature (docs/architecture.md "Lazy doors"): the
 * checkout route (the basket, and the steps still to come) and the shared-cart page. The route
 * table loads them as a chunk of their own, so no other page carries the basket's code.
 */
export { CheckoutPage } from './components/checkout/checkout-page';
export { RecreateCartPage } from './components/recreate-cart/recreate-cart-page';

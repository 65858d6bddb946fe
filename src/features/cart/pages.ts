/**
 * The shared-cart page, a second door of the feature (docs/architecture.md "Lazy doors"). The
 * route table loads it as a chunk of its own; the checkout route is the checkout feature's.
 */
export { RecreateCartPage } from './components/recreate-cart/recreate-cart-page';

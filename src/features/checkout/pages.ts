/**
 * The checkout route, the feature's page door (docs/architecture.md "Lazy doors"): the route
 * table loads it as a chunk of its own, so the address rules and libphonenumber-js it carries
 * load only on /checkout/*.
 */
export { CheckoutPage } from './components/checkout-page';

/**
 * The pages of the bag: checkout (/checkout/:step) and the shared cart (/recreateCart), one
 * chunk for the route table: one import, so the entry lists their files once (issue 10's
 * initial-JS ceilings). The shipping step's address rules load with it, never on other pages.
 */
export { CheckoutPage } from '../features/checkout/pages';
export { RecreateCartPage } from '../features/cart/pages';

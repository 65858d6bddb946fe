/**
 * Checkout: the /checkout/:step route and its shipping step. Everything of it is loaded through
 * the pages.ts door (a chunk of its own); this index holds only the step names.
 */
export { CHECKOUT_STEPS, type CheckoutStep } from './logic/steps';

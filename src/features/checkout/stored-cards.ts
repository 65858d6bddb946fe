/**
 * The checkout's stored cards as other features show them, a lazy door of the checkout
 * (docs/architecture.md "Lazy doors"): the account's payment methods page (a chunk itself)
 * draws each card with the payment step's mark and names it with the same words, and after a
 * removal drops the payment step's list, so the removed card is never offered from the cache.
 */
export { CardMark } from './components/card-mark';
export { useCardText } from './hooks/use-card-text';
export { checkoutKeys } from './api/checkout-keys';

/**
 * The checkout's steps in order (spec §2: basket, shipping, payment, review) and which one a
 * cart may open: a step whose prerequisites are missing gives way to the first incomplete one.
 * Shipping needs a bag with items and none unavailable; payment (and review after it) needs a
 * delivery address, the consumer and a shipping option on the cart, and its tax known: included
 * in the prices, or calculated at checkout for the cart as it is (spec §4 "Tax"); review also
 * needs a payment chosen in this tab (a card is held only in memory: after a reload it is given
 * again).
 */
import type { Cart } from '../../../shared/domain/cart';

export const CHECKOUT_STEPS = ['basket', 'shipping', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const isCheckoutStep = (value: string): value is CheckoutStep =>
  (CHECKOUT_STEPS as readonly string[]).includes(value);

const bagReady = (cart: Cart) => cart.items.length > 0 && cart.unavailableItems.length === 0;

/**
 * The delivery address, the consumer and a shipping option the cart still offers are all set,
 * and the totals are the ones to pay (taxCalculated).
 */
export const shippingDone = (cart: Cart) =>
  cart.addresses.some((address) => address.addressType === 'DELIVERY') &&
  cart.consumer.reference !== null &&
  cart.shipping.selected !== null &&
  cart.taxCalculated;

/** The step the shopper may see when asking for `wanted` with this cart. */
export function reachableStep(
  cart: Cart,
  wanted: CheckoutStep,
  paymentChosen = false,
): CheckoutStep {
  if (wanted === 'basket') return 'basket';
  if (!bagReady(cart)) return 'basket';
  if (wanted === 'shipping' || !shippingDone(cart)) return 'shipping';
  if (wanted === 'review' && !paymentChosen) return 'payment';
  return wanted;
}

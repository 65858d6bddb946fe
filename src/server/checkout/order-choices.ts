/**
 * The checkout choices an order is placed with, read from the cart as the order's transaction
 * prices it (reserve-order.ts): its delivery address, its billing address (null: none of its
 * own), the consumer and the selected shipping option, with the agreements the shopper accepted
 * (the order's record of them). What an order cannot do without is named instead, so the
 * shopper is sent back to that step (409 CHECKOUT_INCOMPLETE). A PayPal order keeps no billing
 * address (spec §5: PayPal holds the payer's); a PayPal express order placed from the basket
 * has no delivery address or consumer until PayPal's payer comes back.
 */
import type { Cart } from '../../shared/domain/cart';
import type { CartState } from '../cart/cart-repository';
import type { PricedCartState } from '../cart/price-cart-state';
import type { CheckoutChoices } from '../orders/order-snapshot';

type Choices = (cart: Cart) => CheckoutChoices | { missing: string[] };

/** The address as an order keeps it: the cart's fields without its answer-only `type`. */
function orderAddress(address: Cart['addresses'][number]): Record<string, unknown> {
  const { type: _type, ...kept } = address;
  return kept;
}

const selectedOption = (cart: Cart) =>
  cart.shipping.options.find((option) => option.id === cart.shipping.selected);

const consumerOf = (cart: Cart) =>
  Object.fromEntries(
    Object.entries(cart.consumer.properties).filter(
      (entry): entry is [string, string] => !!entry[1],
    ),
  );

export function orderChoices(
  paymentMethod: string,
  agreements: readonly string[],
  options: { express?: boolean } = {},
): Choices {
  return (cart) => {
    const delivery = cart.addresses.find((address) => address.addressType === 'DELIVERY');
    const billing = cart.addresses.find((address) => address.addressType === 'BILLING');
    const selected = selectedOption(cart);
    const missing = [
      ...(delivery ? [] : ['deliveryAddress']),
      ...(cart.consumer.properties.email ? [] : ['consumer']),
      ...(selected ? [] : ['shipping']),
    ];
    if (!delivery || !selected || missing.length > 0) return { missing };
    return {
      consumer: consumerOf(cart),
      deliveryAddress: orderAddress(delivery),
      billingAddress: billing && paymentMethod !== 'paypal' ? orderAddress(billing) : null,
      shipping: { method: selected.method, delivery: selected.delivery },
      paymentMethod,
      agreements: [...agreements],
      ...(options.express ? { express: true } : {}),
    };
  };
}

/** A PayPal express order from the basket: only the shipping option (withDefaultShipping). */
export const expressChoices: Choices = (cart) => {
  const selected = selectedOption(cart);
  if (!selected) return { missing: ['shipping'] };
  return {
    consumer: consumerOf(cart),
    deliveryAddress: null,
    billingAddress: null,
    shipping: { method: selected.method, delivery: selected.delivery },
    paymentMethod: 'paypal',
    express: true,
  };
};

/**
 * Prices a cart with its shipping option, or with the first one offered when it has none, as
 * an express order is placed: the payer approves a total with delivery on PayPal's page. The
 * cart itself is not changed (a refused order stores nothing); the order keeps the option.
 */
export const withDefaultShipping =
  (price: (state: CartState) => PricedCartState) =>
  (state: CartState): PricedCartState => {
    const priced = price(state);
    const first = priced.cart.shipping.options[0];
    if (priced.cart.shipping.selected || !first) return priced;
    return price({ ...state, checkout: { ...state.checkout, shippingMethod: first.id } });
  };

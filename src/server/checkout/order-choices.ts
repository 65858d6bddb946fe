/**
 * The checkout choices an order is placed with, read from the cart as the order's transaction
 * prices it (reserve-order.ts): its delivery address, its billing address (null: none of its
 * own), the consumer and the selected shipping option, with the agreements the shopper accepted
 * (the order's record of them). What an order cannot do without is named
 * instead, so the shopper is sent back to that step (409 CHECKOUT_INCOMPLETE).
 */
import type { Cart } from '../../shared/domain/cart';
import type { CheckoutChoices } from '../orders/order-snapshot';

/** The address as an order keeps it: the cart's fields without its answer-only `type`. */
function orderAddress(address: Cart['addresses'][number]): Record<string, unknown> {
  const { type: _type, ...kept } = address;
  return kept;
}

export function orderChoices(
  paymentMethod: string,
  agreements: readonly string[],
): (cart: Cart) => CheckoutChoices | { missing: string[] } {
  return (cart) => {
    const delivery = cart.addresses.find((address) => address.addressType === 'DELIVERY');
    const billing = cart.addresses.find((address) => address.addressType === 'BILLING');
    const { properties } = cart.consumer;
    const selected = cart.shipping.options.find((option) => option.id === cart.shipping.selected);
    const missing = [
      ...(delivery ? [] : ['deliveryAddress']),
      ...(properties.email ? [] : ['consumer']),
      ...(selected ? [] : ['shipping']),
    ];
    if (!delivery || !selected || missing.length > 0) return { missing };
    const consumer = Object.fromEntries(
      Object.entries(properties).filter((entry): entry is [string, string] => !!entry[1]),
    );
    return {
      consumer,
      deliveryAddress: orderAddress(delivery),
      billingAddress: billing ? orderAddress(billing) : null,
      shipping: { method: selected.method, delivery: selected.delivery },
      paymentMethod,
      agreements: [...agreements],
    };
  };
}

import type { Cart } from '../../../shared/domain/cart';

/**
 * What the cart's tax is calculated from, as one value the shipping step compares (the server's
 * fingerprint of it, tax-request.ts, decides what counts): the delivery address, the lines and
 * their amounts, the selected shipping and its amount. Null while the cart cannot be taxed yet:
 * no line of the shopper's own, no delivery address or no shipping option.
 */
export function taxInputsKey(cart: Cart): string | null {
  const delivery = cart.addresses.find((address) => address.addressType === 'DELIVERY');
  const selected = cart.shipping.selected;
  if (!delivery || selected === null || !cart.items.some((item) => !item.giftOnly)) return null;
  const summary = cart.cartSummary;
  return JSON.stringify([
    summary.currency,
    [delivery.countryCode, delivery.region, delivery.postcode, delivery.city],
    [delivery.addressLine1, delivery.addressLine2],
    cart.items.map((item) => [item.sku, item.quantity, item.total]),
    [selected, summary.deliveryNetCost, summary.totalDiscountShipping],
  ]);
}

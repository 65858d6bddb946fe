/**
 * The checkout part of the cart answer (spec §3): the shipping options the cart is offered and
 * the one selected, the addresses, and the consumer. Options are those of the delivery
 * country (the site's own before an address is given) when the site ships there, less the ones
 * that cannot carry a bulky item in the bag; a stored choice counts only while it is offered,
 * so a cart that gained a coat or moved country is never priced with an option it cannot have.
 */
import { canShipTo } from '../../shared/address/ship-to';
import type { Cart } from '../../shared/domain/cart';
import type { CartAddress, CartShipping } from '../../shared/domain/checkout';
import type { CatalogueView } from '../catalogue/catalogue-view';
import type { SiteRuntime } from '../catalogue/types';
import type { ShippingSelection } from '../promotions';
import { isBulky } from './bulky-items';
import { shippingRates } from './shipping-rates';
import type { StoredAddress, StoredCheckout } from './stored-checkout';

export interface CartShippingState {
  answer: CartShipping;
  /** what the promotions engine prices: the selected option, or null */
  selection: ShippingSelection | null;
}

const deliveryOf = (checkout: StoredCheckout) =>
  checkout.addresses.find((address) => address.addressType === 'DELIVERY');

/** The shipping of a cart whose orderable lines name `productIds`. */
export function cartShipping(
  checkout: StoredCheckout,
  productIds: readonly string[],
  context: { view: CatalogueView; site: Pick<SiteRuntime, 'countryCode' | 'currency'> },
): CartShippingState {
  const { site, view } = context;
  const countryCode = deliveryOf(checkout)?.countryCode ?? site.countryCode;
  if (!canShipTo(site.countryCode, countryCode))
    return {
      answer: { countryCode, options: [], selected: null, errorCode: 'UNABLE_TO_SHIP' },
      selection: null,
    };
  const bulky = productIds.some((id) => {
    const product = view.product(id);
    return product !== undefined && isBulky(product);
  });
  const options = shippingRates(countryCode, site.currency).filter(
    (option) => !bulky || option.supportsBulkyItems,
  );
  const chosen = options.find((option) => option.id === checkout.shippingMethod);
  return {
    answer: { countryCode, options, selected: chosen?.id ?? null },
    selection: chosen ? { method: chosen.method, price: chosen.price } : null,
  };
}

const asCartAddress = (address: StoredAddress, addressType: CartAddress['addressType']) => ({
  ...address,
  addressType,
  type: addressType === 'DELIVERY' ? ('shipping' as const) : ('billing' as const),
});

const CONSUMER_PROPERTIES = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;

/** The cart's addresses and consumer, and its shipping as `cartShipping` found it. */
export function checkoutFields(
  checkout: StoredCheckout,
  shipping: CartShipping,
): Pick<Cart, 'addresses' | 'billingMatchShipping' | 'consumer' | 'shipping'> {
  const delivery = deliveryOf(checkout);
  const billing = checkout.addresses.find((address) => address.addressType === 'BILLING');
  // Billing matches shipping until a billing address of its own is sent (spec §3 default true).
  const billingSource = billing ?? delivery;
  const addresses = [
    ...(delivery ? [asCartAddress(delivery, 'DELIVERY')] : []),
    ...(billingSource ? [asCartAddress(billingSource, 'BILLING')] : []),
  ];
  const { consumer } = checkout;
  const properties: Cart['consumer']['properties'] = {};
  // Each property is the consumer's own, else the delivery address's (spec §5).
  for (const key of CONSUMER_PROPERTIES) {
    const value = consumer?.[key] ?? delivery?.[key];
    if (value !== undefined) properties[key] = value;
  }
  return {
    addresses,
    billingMatchShipping: billing === undefined,
    consumer: {
      accountId: null,
      reference: consumer?.reference ?? null,
      typeTag: 'NEW',
      properties,
    },
    shipping,
  };
}

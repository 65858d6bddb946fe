/**
 * The checkout's cart writes (spec §4 "Address", "Cart actions"; §5): an address or consumer
 * is checked with the shared rules (shared/address) and refused with every broken rule at once
 * (400 ADDRESS_INVALID, details per field), or stored normalised; a shipping option is stored
 * only when the cart is offered it now. A refused call writes nothing.
 */
import { ApiError } from '../../shared/api/api-error';
import type { CartAddressBody, ConsumerBody } from '../../shared/api/checkout';
import {
  validateAddress,
  validateConsumer,
  type AddressValidation,
} from '../../shared/address/validate-address';
import type { Cart } from '../../shared/domain/cart';
import { cartOf } from '../cart/cart-service';
import type { CartState } from '../cart/cart-repository';
import type { Database } from '../db/client';
import { unprocessable } from '../http/api-error';
import type { SessionUse } from '../session/session-repository';
import { setCartAddress, setCartConsumer, setCartShipping } from './checkout-repository';
import type { StoredAddress } from './stored-checkout';

export function invalid(what: string, checked: AddressValidation): ApiError<'ADDRESS_INVALID'> {
  return new ApiError(400, 'ADDRESS_INVALID', `The ${what} breaks its country's rules`, {
    errors: checked.errors,
    warnings: checked.warnings,
  });
}

/**
 * Stores the cart's address of the body's type; the locale defaults to language-country. A
 * delivery address sent with `billingMatchShipping` (the checkbox ticked again) makes the
 * billing address the delivery one once more.
 */
export async function setAddress(
  db: Database,
  session: SessionUse,
  body: CartAddressBody,
  language: string,
): Promise<CartState> {
  const { addressType, countryCode, reference, locale, billingMatchShipping, ...rest } = body;
  const { saveShippingAddress: _save, ...values } = rest;
  const checked = validateAddress(countryCode, values);
  if (!checked.valid) throw invalid('address', checked);
  // Every country's form requires the names, first line and city: a valid address has them.
  const { firstName, lastName, addressLine1, city } = checked.values as Required<
    typeof checked.values
  >;
  const address: StoredAddress = {
    ...checked.values,
    addressType,
    firstName,
    lastName,
    addressLine1,
    city,
    countryCode,
    locale: locale ?? `${language}-${countryCode}`,
    ...(reference?.trim() ? { reference: reference.trim() } : {}),
  };
  const billingMatches = addressType === 'DELIVERY' && billingMatchShipping === true;
  return cartOf(await setCartAddress(db, session, address, billingMatches));
}

/** Stores the consumer; its phone is of the delivery country, else the site's (spec §5). */
export async function setConsumer(
  db: Database,
  session: SessionUse,
  body: ConsumerBody,
  cart: CartState,
  siteCountry: string,
): Promise<CartState> {
  const delivery = cart.checkout.addresses.find((address) => address.addressType === 'DELIVERY');
  const checked = validateConsumer(delivery?.countryCode ?? siteCountry, body);
  if (!checked.valid) throw invalid('consumer', checked);
  return cartOf(await setCartConsumer(db, session, checked.values));
}

/** Selects shipping option `id` when `priced` (the cart as it is) offers it. */
export async function selectShipping(
  db: Database,
  session: SessionUse,
  id: string,
  priced: Cart,
): Promise<CartState> {
  const { shipping } = priced;
  if (shipping.errorCode)
    throw unprocessable('UNABLE_TO_SHIP', 'The site cannot ship to the delivery country', {
      countryCode: shipping.countryCode,
    });
  if (!shipping.options.some((option) => option.id === id))
    throw unprocessable('SHIPPING_OPTION_UNAVAILABLE', 'This shipping option is not offered', {
      options: shipping.options.map((option) => option.id),
    });
  return cartOf(await setCartShipping(db, session, id));
}

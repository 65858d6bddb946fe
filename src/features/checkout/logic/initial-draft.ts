/**
 * The form a shopper finds on the shipping step: the draft this tab kept, else what the cart
 * already holds (an address and consumer sent before), else the addresses this device last
 * sent (localStorage), else an empty form for the site's own country.
 */
import type { Cart } from '../../../shared/domain/cart';
import type { CartAddress } from '../../../shared/domain/checkout';
import { emptyDraft, parseDraft, type FieldValues, type ShippingDraft } from './shipping-draft';

const ADDRESS_ONLY = ['addressLine1', 'addressLine2', 'city', 'postcode', 'region'] as const;

function addressValues(address: Partial<CartAddress>, withPerson: boolean): FieldValues {
  const values: FieldValues = {};
  const fields = withPerson
    ? ([...ADDRESS_ONLY, 'firstName', 'lastName', 'phoneNumber', 'email'] as const)
    : ADDRESS_ONLY;
  for (const field of fields) {
    const value = address[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

export function initialDraft(
  countries: readonly string[],
  stored: unknown,
  cart: Cart,
  lastDelivery: unknown,
  lastBilling: unknown,
): ShippingDraft {
  const kept = parseDraft(stored, countries);
  if (kept) return kept;
  const draft = emptyDraft(countries[0]!);
  const fromCart = cart.addresses.find((address) => address.addressType === 'DELIVERY');
  const delivery = (fromCart ?? lastDelivery) as Partial<CartAddress> | null;
  if (delivery && typeof delivery === 'object' && countries.includes(delivery.countryCode ?? '')) {
    draft.delivery = { ...addressValues(delivery, false), countryCode: delivery.countryCode! };
    const person = addressValues(delivery, true);
    draft.consumer = {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phoneNumber: person.phoneNumber,
    };
  }
  const cartBilling = cart.billingMatchShipping
    ? undefined
    : cart.addresses.find((address) => address.addressType === 'BILLING');
  const billing = (cartBilling ?? (fromCart ? null : lastBilling)) as Partial<CartAddress> | null;
  if (billing && typeof billing === 'object' && countries.includes(billing.countryCode ?? '')) {
    draft.billingMatches = false;
    draft.billing = { ...addressValues(billing, true), countryCode: billing.countryCode! };
  }
  for (const [field, value] of Object.entries(cart.consumer.properties)) {
    if (value) draft.consumer[field as keyof FieldValues] = value;
  }
  return draft;
}

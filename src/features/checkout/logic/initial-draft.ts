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

/**
 * The draft with `address` as its delivery address and the person on it as the consumer (a
 * contact detail the address lacks stays as it was).
 */
export function withDeliveryAddress(
  draft: ShippingDraft,
  address: Partial<CartAddress> & { countryCode: string },
): ShippingDraft {
  const person = addressValues(address, true);
  const consumer = { ...draft.consumer };
  for (const field of ['firstName', 'lastName', 'email', 'phoneNumber'] as const) {
    if (person[field]) consumer[field] = person[field];
  }
  return {
    ...draft,
    delivery: { ...addressValues(address, false), countryCode: address.countryCode },
    consumer,
  };
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
    Object.assign(
      draft,
      withDeliveryAddress(draft, { ...delivery, countryCode: delivery.countryCode! }),
    );
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

/**
 * What the cart carries for checkout's shipping step (spec §3 "Address", "consumer",
 * "Shipping option"): the addresses given, the consumer, and the shipping options of the
 * delivery country with the one selected. Money in minor units of the cart's currency.
 */
import { Type, type Static } from 'typebox';
import { SHIPPING_METHODS } from './promotions';

export const ADDRESS_TYPES = ['DELIVERY', 'BILLING'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

const optional = () => Type.Optional(Type.String());

/** An address as the cart holds it: validated and normalised (shared/address). */
export const CartAddressSchema = Type.Object({
  addressType: Type.Enum(ADDRESS_TYPES),
  /** spec §3 `type`: shipping for DELIVERY, billing for BILLING */
  type: Type.Union([Type.Literal('shipping'), Type.Literal('billing')]),
  reference: optional(),
  firstName: Type.String(),
  lastName: Type.String(),
  addressLine1: Type.String(),
  addressLine2: optional(),
  city: Type.String(),
  postcode: optional(),
  /** a region code (ISO 3166-2) where the country lists regions, else free text */
  region: optional(),
  countryCode: Type.String(),
  /** E.164 */
  phoneNumber: optional(),
  email: optional(),
  /** language and country, "en-GB" */
  locale: Type.String(),
});
export type CartAddress = Static<typeof CartAddressSchema>;

/**
 * The consumer (spec §3): accountId (the account of an account's session, else null), the
 * reference given when the shopper first sent their details, typeTag NEW, and properties — each
 * the one sent, else the delivery address's (spec §5).
 */
export const ConsumerSchema = Type.Object({
  accountId: Type.Union([Type.String(), Type.Null()]),
  reference: Type.Union([Type.String(), Type.Null()]),
  typeTag: Type.String(),
  properties: Type.Object({
    firstName: optional(),
    lastName: optional(),
    email: optional(),
    phoneNumber: optional(),
  }),
});
export type Consumer = Static<typeof ConsumerSchema>;

export const ShippingOptionSchema = Type.Object({
  id: Type.String(),
  method: Type.Enum(SHIPPING_METHODS),
  /** minor units of the cart's currency, before any shipping promotion */
  price: Type.Integer({ minimum: 0 }),
  /** working days from the order */
  delivery: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  /** label key of the option's tooltip */
  tooltip: Type.String(),
  supportsBulkyItems: Type.Boolean(),
});
export type ShippingOption = Static<typeof ShippingOptionSchema>;

/**
 * The delivery country's options (the site's own country before an address is given), those
 * that cannot carry a bulky item in the bag left out; `selected` the chosen option's id while
 * it is still offered. A country the site cannot ship to has no options and `errorCode`
 * UNABLE_TO_SHIP (the unable-to-ship table).
 */
export const CartShippingSchema = Type.Object({
  countryCode: Type.String(),
  options: Type.Array(ShippingOptionSchema),
  selected: Type.Union([Type.String(), Type.Null()]),
  errorCode: Type.Optional(Type.Literal('UNABLE_TO_SHIP')),
});
export type CartShipping = Static<typeof CartShippingSchema>;

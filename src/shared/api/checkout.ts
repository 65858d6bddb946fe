/**
 * The checkout's shipping-step API (spec §7): GET /api/territory and
 * GET /api/validation/{country}/{name}/address (the address forms, no session needed), and the
 * cart calls POST /api/checkout/consumer, POST /api/cart/address and POST /api/shipping, each
 * answering the whole cart. Address and consumer fields are only bounded here: their rules
 * (required, lengths, patterns, characters, phone) are the shared ones (shared/address), which
 * answer every broken rule at once in a 400 ADDRESS_INVALID's `details`.
 */
import { Type, type Static } from 'typebox';
import { ADDRESS_FIELDS } from '../address/address-schemas';
import { ADDRESS_TYPES } from '../domain/checkout';
import { CartSchema } from '../domain/cart';
import { SessionSiteQuerySchema } from './contract';
import { ApiErrorBodySchema } from './error-body';
import { Text } from './text';

/** Room for any real value and a little more, so a too-long one gets its field's error. */
const FIELD_MAX = 1024;
const field = () => Type.Optional(Text({ maxLength: FIELD_MAX }));

const fields = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, field()])) as Record<
  (typeof ADDRESS_FIELDS)[number],
  ReturnType<typeof field>
>;

const CountryCode = Text({ minLength: 1, maxLength: 8 });

export const TerritoryQuerySchema = Type.Object({
  ...SessionSiteQuerySchema.properties,
  countryCode: CountryCode,
  lang: Text({ minLength: 2, maxLength: 8 }),
});

export const TerritoryAnswerSchema = Type.Object({
  countryCode: Type.String(),
  regions: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
});
export type TerritoryAnswer = Static<typeof TerritoryAnswerSchema>;

export const AddressFormParamsSchema = Type.Object({
  country: CountryCode,
  /** the language the form is shown in */
  name: Text({ pattern: '^[a-z]{2,3}$', maxLength: 3 }),
});

export const AddressFormQuerySchema = Type.Object({
  ...SessionSiteQuerySchema.properties,
  type: Type.Optional(Type.Union([Type.Literal('shipping'), Type.Literal('billing')])),
});

export const AddressFormSchema = Type.Object({
  countryCode: Type.String(),
  type: Type.String(),
  /** language and country: "en-GB" (spec §5) */
  locale: Type.String(),
  fields: Type.Array(
    Type.Object({
      name: Type.String(),
      required: Type.Boolean(),
      maxLength: Type.Integer(),
      pattern: Type.Optional(Type.String()),
      regionList: Type.Optional(Type.Boolean()),
    }),
  ),
  encouraged: Type.Array(Type.String()),
  /** an example national mobile number, for the phone field's placeholder */
  phoneExample: Type.Union([Type.String(), Type.Null()]),
});
export type AddressForm = Static<typeof AddressFormSchema>;

export const CartAddressBodySchema = Type.Object({
  reference: Type.Optional(Text({ maxLength: 64 })),
  addressType: Type.Enum(ADDRESS_TYPES),
  countryCode: CountryCode,
  locale: Type.Optional(Text({ pattern: '^[a-z]{2}-[A-Z]{2}$', maxLength: 5 })),
  /** with a DELIVERY address: billing matches shipping again (a billing address sent is dropped) */
  billingMatchShipping: Type.Optional(Type.Boolean()),
  /**
   * In an account's session, a DELIVERY address is also kept in the account's address book
   * unless it is there already (default true; issue 14). Ignored in an anonymous session.
   */
  saveShippingAddress: Type.Optional(Type.Boolean()),
  ...fields,
});
export type CartAddressBody = Static<typeof CartAddressBodySchema>;

export const ConsumerBodySchema = Type.Object({
  firstName: fields.firstName,
  lastName: fields.lastName,
  email: fields.email,
  phoneNumber: fields.phoneNumber,
});
export type ConsumerBody = Static<typeof ConsumerBodySchema>;

export const ShippingBodySchema = Type.Object({ id: Text({ minLength: 1, maxLength: 32 }) });

const cartResponse = { 200: CartSchema, '4xx': ApiErrorBodySchema };

export const checkoutSchemas = {
  territory: {
    querystring: TerritoryQuerySchema,
    response: { 200: TerritoryAnswerSchema, '4xx': ApiErrorBodySchema },
  },
  addressForm: {
    params: AddressFormParamsSchema,
    querystring: AddressFormQuerySchema,
    response: { 200: AddressFormSchema, '4xx': ApiErrorBodySchema },
  },
  address: {
    querystring: SessionSiteQuerySchema,
    body: CartAddressBodySchema,
    response: cartResponse,
  },
  consumer: {
    querystring: SessionSiteQuerySchema,
    body: ConsumerBodySchema,
    response: cartResponse,
  },
  shipping: {
    querystring: SessionSiteQuerySchema,
    body: ShippingBodySchema,
    response: cartResponse,
  },
};

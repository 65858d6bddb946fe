/**
 * The account's address book (issue 14, spec §3 "Address", §7): GET, POST (?type), PUT
 * /api/v1/addresses[/{id}] and PUT /api/v1/addresses/{id}/remove, with the account's bearer
 * token. Fields are only bounded here; their rules are checkout's (shared/address), which answer
 * every broken rule at once in a 400 ADDRESS_INVALID's `details`.
 */
import { Type, type Static } from 'typebox';
import { ADDRESS_FIELDS } from '../address/address-schemas';
import { SiteQuerySchema } from './contract';
import { ApiErrorBodySchema } from './error-body';
import { Text } from './text';

/** Room for any real value and a little more, so a too-long one gets its field's error. */
const FIELD_MAX = 1024;
const field = () => Type.Optional(Text({ maxLength: FIELD_MAX }));
const fields = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, field()])) as Record<
  (typeof ADDRESS_FIELDS)[number],
  ReturnType<typeof field>
>;

export const ADDRESS_BOOK_TYPES = ['shipping', 'billing'] as const;
export type AddressBookType = (typeof ADDRESS_BOOK_TYPES)[number];
// a tuple, not a mapped array: TypeBox's Static of an array of literals is `never`
const AddressTypeSchema = Type.Union([Type.Literal('shipping'), Type.Literal('billing')]);

export const AddressBookQuerySchema = Type.Object({
  ...SiteQuerySchema.properties,
  /** which entries: shipping unless asked */
  type: Type.Optional(AddressTypeSchema),
});
export type AddressBookQuery = Static<typeof AddressBookQuerySchema>;

export const AddressIdParamsSchema = Type.Object({
  id: Text({ minLength: 1, maxLength: 64 }),
});

/** A new or changed address: the checkout's fields, the shopper's name for it, the default flag. */
export const AddressBookBodySchema = Type.Object({
  countryCode: Text({ minLength: 1, maxLength: 8 }),
  reference: Type.Optional(Text({ maxLength: 64 })),
  locale: Type.Optional(Text({ pattern: '^[a-z]{2}-[A-Z]{2}$', maxLength: 5 })),
  default: Type.Optional(Type.Boolean()),
  ...fields,
});
export type AddressBookBody = Static<typeof AddressBookBodySchema>;

const optional = () => Type.Optional(Type.String());

export const SavedAddressSchema = Type.Object({
  id: Type.String(),
  type: AddressTypeSchema,
  default: Type.Boolean(),
  reference: optional(),
  firstName: Type.String(),
  lastName: Type.String(),
  addressLine1: Type.String(),
  addressLine2: optional(),
  city: Type.String(),
  postcode: optional(),
  region: optional(),
  countryCode: Type.String(),
  phoneNumber: optional(),
  email: optional(),
  locale: Type.String(),
});
export type SavedAddress = Static<typeof SavedAddressSchema>;

export const AddressBookSchema = Type.Object({
  /** the default first, then the newest */
  addresses: Type.Array(SavedAddressSchema),
  /** fewer than MAX_ADDRESSES are kept, shipping and billing together (spec §9) */
  canAddNewAddress: Type.Boolean(),
});
export type AddressBook = Static<typeof AddressBookSchema>;

const errors = { '4xx': ApiErrorBodySchema };

export const addressSchemas = {
  list: { querystring: AddressBookQuerySchema, response: { 200: AddressBookSchema, ...errors } },
  add: {
    querystring: AddressBookQuerySchema,
    body: AddressBookBodySchema,
    response: { 201: SavedAddressSchema, ...errors },
  },
  update: {
    params: AddressIdParamsSchema,
    querystring: AddressBookQuerySchema,
    body: AddressBookBodySchema,
    response: { 200: SavedAddressSchema, ...errors },
  },
  remove: {
    params: AddressIdParamsSchema,
    querystring: AddressBookQuerySchema,
    response: { 204: Type.Null(), ...errors },
  },
};

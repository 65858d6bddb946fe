/**
 * The checkout fuzz's requests (checkout-fuzz.test.ts), a generator per operation of the
 * shipping step: addresses and consumers that start from a valid one of each country and
 * break some of their fields (hostile text, values of another country, wrong types), mixed
 * with bodies drawn from the routes' own schemas (schema-arbitrary.ts); shipping ids known and
 * not; the address forms' countries and languages; Apple Pay's merchant session with bodies
 * that should be empty and the Host headers a shop can be reached by, or not. A request is
 * made for its session once the session exists.
 */
import fc from 'fast-check';
import { ADDRESS_FIELDS } from '../../../../src/shared/address/address-schemas';
import {
  AddressFormParamsSchema,
  CartAddressBodySchema,
  ConsumerBodySchema,
  ShippingBodySchema,
  TerritoryQuerySchema,
} from '../../../../src/shared/api/checkout';
import { ApplePaySessionBodySchema } from '../../../../src/shared/api/apple-pay-session';
import { CHECKOUT_API } from '../../../../src/shared/api/checkout-paths';
import { DUBAI, DUBLIN, LONDON, PARIS } from '../checkout-client';
import { cartHeaders } from './cart-scene';
import { hostileString } from './hostile-inputs';
import { printable } from './request-headers';
import type { FuzzRequest } from './operation-requests';
import { schemaArbitrary, type JsonSchema, type KnownValues } from './schema-arbitrary';
import { encodeAnyText } from './url-encoding';

export interface CheckoutOperation {
  name: string;
  /** a request on the session given (the address forms need none, and ignore it) */
  plans: fc.Arbitrary<(session: string) => FuzzRequest>;
}

const asSchema = (schema: unknown) => schema as JsonSchema;

const BASES = [LONDON, DUBLIN, PARIS, DUBAI] as const;
const FIELDS = [
  ...ADDRESS_FIELDS,
  'countryCode',
  'addressType',
  'reference',
  'locale',
  'billingMatchShipping',
] as const;

const known: KnownValues = {
  countryCode: ['GB', 'IE', 'FR', 'AE', 'SA', 'JP', 'VN', 'ZZ'],
  country: ['GB', 'AE', 'JP', 'VN', 'ZZ'],
  name: ['en', 'ar', 'ja', 'fr', 'xx'],
  firstName: ['Ada', 'محمد', '花子'],
  postcode: ['NW1 6XE', '75005', '100-0001', 'D07 X2Y3'],
  region: ['AE-DU', 'JP-13', 'SA-01', 'Dubai'],
  phoneNumber: ['07400 123456', '050 123 4567', '+33612345678', '12'],
  email: ['a@example.com', 'nope'],
  id: ['STANDARD', 'EXPRESS', 'DRONE'],
};

/** A field's broken value: hostile text, another field's real value, or not a string at all. */
const brokenValue = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...Object.values(known).flat()) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 1, true, false, [], {}, undefined) },
);

/** A valid address of some country with none, one or a few of its fields broken. */
const mutatedAddress = fc
  .record({
    base: fc.constantFrom(...BASES),
    type: fc.constantFrom('DELIVERY', 'BILLING'),
    broken: fc.array(fc.tuple(fc.constantFrom(...FIELDS), brokenValue), { maxLength: 3 }),
  })
  .map(({ base, type, broken }) => ({
    ...base,
    addressType: type,
    ...Object.fromEntries(broken),
  }));

/** A generated value as URL text, encoded: strings as they are, anything else as its JSON. */
const urlText = (value: unknown) =>
  encodeAnyText(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const get =
  (url: string) =>
  (session: string): FuzzRequest => ({ method: 'GET', url, headers: cartHeaders(session, false) });

export function checkoutOperations(siteTag: string): CheckoutOperation[] {
  const postTo =
    (path: string) =>
    (body: unknown) =>
    (session: string): FuzzRequest => ({
      method: 'POST',
      url: `${path}?lang=en&siteTag=${encodeURIComponent(siteTag)}`,
      headers: cartHeaders(session, true),
      payload: JSON.stringify(body) ?? 'null',
    });
  /** Addresses of each country with fields broken, and bodies from the route's schema. */
  const addressBodies = (path: string, schema: unknown): CheckoutOperation => ({
    name: `POST ${path}`,
    plans: fc
      .oneof(
        { weight: 3, arbitrary: mutatedAddress },
        { weight: 1, arbitrary: schemaArbitrary(asSchema(schema), known) },
      )
      .map(postTo(path)),
  });
  return [
    addressBodies(CHECKOUT_API.cartAddress, CartAddressBodySchema),
    addressBodies(CHECKOUT_API.checkoutConsumer, ConsumerBodySchema),
    {
      name: 'POST /api/shipping',
      plans: fc
        .oneof(
          { weight: 2, arbitrary: fc.constantFrom(...known.id!).map((id) => ({ id })) },
          { weight: 2, arbitrary: schemaArbitrary(asSchema(ShippingBodySchema), known) },
        )
        .map(postTo(CHECKOUT_API.shipping)),
    },
    {
      name: `POST ${CHECKOUT_API.applePaySession}`,
      plans: fc
        .tuple(
          fc.oneof(
            { weight: 3, arbitrary: schemaArbitrary(asSchema(ApplePaySessionBodySchema), known) },
            { weight: 1, arbitrary: brokenValue },
          ),
          fc.oneof(
            {
              weight: 3,
              arbitrary: fc.constantFrom('shop.example', 'Shop.Example:8443', 'localhost:80'),
            },
            {
              weight: 1,
              arbitrary: fc.oneof(
                fc.constantFrom('[::1]:80', 'a..b', '-x.example', 'x_y.example', ':80', ''),
                printable,
              ),
            },
          ),
        )
        .map(([body, host]) => (session: string) => {
          const request = postTo(CHECKOUT_API.applePaySession)(body)(session);
          return { ...request, headers: { ...request.headers, host } };
        }),
    },
    {
      name: 'GET /api/territory',
      plans: schemaArbitrary(asSchema(TerritoryQuerySchema), known).map((query) => {
        const entries =
          typeof query === 'object' && query !== null && !Array.isArray(query)
            ? Object.entries(query)
            : [['countryCode', JSON.stringify(query) ?? '']];
        const text = entries.map(([key, value]) => `${urlText(key)}=${urlText(value)}`).join('&');
        return get(`${CHECKOUT_API.territory}?${text}`);
      }),
    },
    {
      name: 'GET /api/validation/:country/:name/address',
      plans: fc
        .tuple(
          schemaArbitrary(
            asSchema(AddressFormParamsSchema.properties.country),
            known,
            false,
            'country',
          ),
          schemaArbitrary(asSchema(AddressFormParamsSchema.properties.name), known, false, 'name'),
          fc.constantFrom('shipping', 'billing', 'home', ''),
        )
        .map(([country, name, type]) =>
          get(`/api/validation/${urlText(country)}/${urlText(name)}/address?type=${type}`),
        ),
    },
  ];
}

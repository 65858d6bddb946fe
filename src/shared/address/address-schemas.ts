/**
 * The address form of every country a site ships to (ship-to.ts): which fields it has, in the
 * order the form shows them, which are required, how long each may be, the postcode's pattern,
 * whether the region is chosen from a list (regions.ts), and the fields that are only
 * encouraged (left empty they warn, never block). The server serves these at
 * GET /api/validation/{country}/{language}/address and validates with them (validate-address.ts);
 * the client's form is built from the same table. Postcode patterns are matched against the
 * postcode trimmed and upper-cased.
 */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'region',
  'phoneNumber',
  'email',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export interface AddressFieldRule {
  name: AddressField;
  required: boolean;
  maxLength: number;
  /** anchored regular expression (no flags) the trimmed, upper-cased value must match */
  pattern?: string;
  /** the value is a region code from GET /api/territory */
  regionList?: boolean;
}

export interface CountryAddressSchema {
  countryCode: string;
  /** in the order the form shows them; a field not listed is not asked in this country */
  fields: readonly AddressFieldRule[];
  /** fields that warn when empty but never block */
  encouraged: readonly AddressField[];
}

const NAME = 40;
const LINE = 60;

type Overrides = Partial<Record<AddressField, Partial<AddressFieldRule> | null>>;

/** The common form with a country's differences (null: the country has no such field). */
function form(
  countryCode: string,
  overrides: Overrides,
  encouraged: readonly AddressField[],
): CountryAddressSchema {
  const base: Record<AddressField, AddressFieldRule> = {
    firstName: { name: 'firstName', required: true, maxLength: NAME },
    lastName: { name: 'lastName', required: true, maxLength: NAME },
    addressLine1: { name: 'addressLine1', required: true, maxLength: LINE },
    addressLine2: { name: 'addressLine2', required: false, maxLength: LINE },
    city: { name: 'city', required: true, maxLength: NAME },
    postcode: { name: 'postcode', required: true, maxLength: 10 },
    region: { name: 'region', required: false, maxLength: NAME },
    phoneNumber: { name: 'phoneNumber', required: true, maxLength: 20 },
    email: { name: 'email', required: true, maxLength: 254 },
  };
  const fields = ADDRESS_FIELDS.flatMap((name) => {
    const override = overrides[name];
    return override === null ? [] : [{ ...base[name], ...override }];
  });
  return { countryCode, fields, encouraged };
}

/**
 * Couriers in the Gulf, Japan and the US call or text before delivering, so a phone is required
 * there; in Europe it is only encouraged. Japan, the Gulf and the US choose a prefecture,
 * emirate, region or state from a list (a US state also decides the sales tax); the UAE has no
 * postcodes; a US ZIP code is five digits, or ZIP+4.
 */
const SCHEMAS: readonly CountryAddressSchema[] = [
  form(
    'GB',
    {
      postcode: { pattern: '^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$', maxLength: 8 },
      phoneNumber: { required: false },
    },
    ['phoneNumber'],
  ),
  form(
    'IE',
    {
      // Eircode; optional, as many rural addresses are still written without one
      postcode: {
        required: false,
        pattern: '^(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$',
        maxLength: 8,
      },
      phoneNumber: { required: false },
    },
    ['postcode', 'phoneNumber'],
  ),
  form('FR', { postcode: { pattern: '^[0-9]{5}$' }, phoneNumber: { required: false } }, [
    'phoneNumber',
  ]),
  form('BE', { postcode: { pattern: '^[0-9]{4}$' }, phoneNumber: { required: false } }, [
    'phoneNumber',
  ]),
  form('DE', { postcode: { pattern: '^[0-9]{5}$' }, phoneNumber: { required: false } }, [
    'phoneNumber',
  ]),
  form(
    'JP',
    {
      postcode: { pattern: '^[0-9]{3}-?[0-9]{4}$', maxLength: 8 },
      region: { required: true, regionList: true },
    },
    ['addressLine2'],
  ),
  form('AE', { postcode: null, region: { required: true, regionList: true } }, ['addressLine2']),
  form(
    'SA',
    {
      postcode: { required: false, pattern: '^[0-9]{5}(?:-[0-9]{4})?$' },
      region: { required: true, regionList: true },
    },
    ['postcode'],
  ),
  form(
    'US',
    {
      postcode: { pattern: '^[0-9]{5}(?:-[0-9]{4})?$' },
      region: { required: true, regionList: true },
    },
    ['addressLine2'],
  ),
];

const BY_COUNTRY: ReadonlyMap<string, CountryAddressSchema> = new Map(
  SCHEMAS.map((schema) => [schema.countryCode, schema]),
);

/** The address form of `countryCode`, or undefined for a country no site ships to. */
export const addressSchema = (countryCode: string): CountryAddressSchema | undefined =>
  BY_COUNTRY.get(countryCode);

/** Every country with an address form. */
export const ADDRESS_COUNTRIES: readonly string[] = SCHEMAS.map((schema) => schema.countryCode);

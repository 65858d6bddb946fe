/**
 * Checks an address against its country's form (address-schemas.ts) and reports everything
 * wrong at once (spec §5: all errors), per field, as codes the client translates; empty
 * encouraged fields come back as warnings that never block. A valid address comes back
 * normalised: each value trimmed with its runs of spaces collapsed, the postcode upper-cased,
 * the phone in international form (phone.ts), empty optional fields left out. Pure: the same
 * rules run in the shopper's browser and on the server.
 */
import { isEmailAddress } from '../domain/email';
import {
  addressSchema,
  type AddressField,
  type AddressFieldRule,
  type CountryAddressSchema,
} from './address-schemas';
import { internationalPhone } from './phone';
import { isRegionOf } from './regions';

export type AddressErrorCode =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'INVALID_FORMAT'
  | 'INVALID_CHARACTERS'
  | 'INVALID_PHONE'
  | 'UNKNOWN_REGION'
  | 'UNKNOWN_COUNTRY';
export type AddressWarningCode = 'ENCOURAGED';

export type AddressValues = Partial<Record<AddressField, string>>;

export interface AddressValidation {
  valid: boolean;
  /** per field, every rule it breaks; `countryCode` when the country has no form */
  errors: Partial<Record<AddressField | 'countryCode', AddressErrorCode[]>>;
  warnings: Partial<Record<AddressField, AddressWarningCode[]>>;
  /** the values normalised, only the country's fields, empty ones left out */
  values: AddressValues;
}

/**
 * Characters no address or name holds: control and private-use characters, line separators,
 * the bidirectional embedding, override and isolate controls (they reorder what a courier's
 * label shows), markup brackets, and emoji (pictographs, flags, keycaps).
 */
const FORBIDDEN =
  /[\p{Cc}\p{Co}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069<>\p{Extended_Pictographic}\p{Regional_Indicator}\uFE0F\u20E3]/u;

/** Whether a name or address line holds a character none may (see FORBIDDEN). */
export const hasForbiddenCharacters = (text: string): boolean => FORBIDDEN.test(text);

const tidy = (value: string) => value.trim().replace(/\s+/gu, ' ');

function fieldErrors(
  countryCode: string,
  rule: AddressFieldRule,
  value: string,
): { errors: AddressErrorCode[]; value: string } {
  const errors: AddressErrorCode[] = [];
  if (value.length > rule.maxLength) errors.push('TOO_LONG');
  if (FORBIDDEN.test(value)) errors.push('INVALID_CHARACTERS');
  if (rule.name === 'postcode') value = value.toUpperCase();
  if (rule.pattern && !new RegExp(rule.pattern, 'u').test(value)) errors.push('INVALID_FORMAT');
  if (rule.name === 'email' && !isEmailAddress(value)) errors.push('INVALID_FORMAT');
  if (rule.regionList && !isRegionOf(countryCode, value)) errors.push('UNKNOWN_REGION');
  if (rule.name === 'phoneNumber' && errors.length === 0) {
    const international = internationalPhone(countryCode, value);
    if (international) value = international;
    else errors.push('INVALID_PHONE');
  }
  return { errors, value };
}

/** Checks `values` against the rules of the form's fields named in `only` (all by default). */
function validateFields(
  schema: CountryAddressSchema,
  values: Readonly<Record<string, unknown>>,
  only?: readonly AddressField[],
): AddressValidation {
  const result: AddressValidation = { valid: true, errors: {}, warnings: {}, values: {} };
  for (const rule of schema.fields) {
    if (only && !only.includes(rule.name)) continue;
    const sent = values[rule.name];
    const value = typeof sent === 'string' ? tidy(sent) : '';
    if (value === '') {
      if (rule.required) result.errors[rule.name] = ['REQUIRED'];
      else if (schema.encouraged.includes(rule.name)) result.warnings[rule.name] = ['ENCOURAGED'];
      continue;
    }
    const checked = fieldErrors(schema.countryCode, rule, value);
    if (checked.errors.length > 0) result.errors[rule.name] = checked.errors;
    else result.values[rule.name] = checked.value;
  }
  result.valid = Object.keys(result.errors).length === 0;
  return result;
}

/**
 * Checks an address of `countryCode` (see above), or only its fields named in `only`. A country
 * with no form is an error of `countryCode`.
 */
export function validateAddress(
  countryCode: string,
  values: Readonly<Record<string, unknown>>,
  only?: readonly AddressField[],
): AddressValidation {
  const schema = addressSchema(countryCode);
  if (!schema)
    return { valid: false, errors: { countryCode: ['UNKNOWN_COUNTRY'] }, warnings: {}, values: {} };
  return validateFields(schema, values, only);
}

/** The consumer's fields (spec §3 "consumer" properties), checked with the address rules. */
export const CONSUMER_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;

/** Checks a consumer whose phone is of `countryCode` (the delivery country, else the site's). */
export const validateConsumer = (
  countryCode: string,
  values: Readonly<Record<string, unknown>>,
): AddressValidation => validateAddress(countryCode, values, CONSUMER_FIELDS);

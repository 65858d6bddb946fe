/**
 * What a cart's statement answers of checkout (migration 0014's 'checkout' value): the
 * consumer and shipping method its session holds, its address rows and its last tax calculation
 * (migration 0018), read into the cart answer's shapes. The server wrote every value after validating it, so reading keeps only
 * what has the expected type and drops anything else rather than trusting it.
 */
import type { AddressType, CartAddress } from '../../shared/domain/checkout';
import { readStoredTax, type StoredTax } from '../tax/stored-tax';

export interface StoredConsumer {
  reference: string | null;
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
}

export type StoredAddress = Omit<CartAddress, 'type'>;

export interface StoredCheckout {
  consumer: StoredConsumer | null;
  shippingMethod: string | null;
  addresses: StoredAddress[];
  /** the last tax calculation asked for (migration 0018), or null */
  tax: StoredTax | null;
}

export const NO_CHECKOUT: StoredCheckout = {
  consumer: null,
  shippingMethod: null,
  addresses: [],
  tax: null,
};

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null;

/** `row[column]` when it is a string, as an optional field `key`. */
function pick<K extends string>(row: Row, key: K, column: string): { [P in K]?: string } {
  const value = row[column];
  return (typeof value === 'string' ? { [key]: value } : {}) as { [P in K]?: string };
}

function readAddress(row: Row): StoredAddress | null {
  const type = row.address_type;
  const required = ['first_name', 'last_name', 'address_line1', 'city', 'country_code', 'locale'];
  if (
    (type !== 'DELIVERY' && type !== 'BILLING') ||
    required.some((c) => typeof row[c] !== 'string')
  )
    return null;
  return {
    addressType: type as AddressType,
    firstName: row.first_name as string,
    lastName: row.last_name as string,
    addressLine1: row.address_line1 as string,
    city: row.city as string,
    countryCode: row.country_code as string,
    locale: row.locale as string,
    ...pick(row, 'reference', 'reference'),
    ...pick(row, 'addressLine2', 'address_line2'),
    ...pick(row, 'postcode', 'postcode'),
    ...pick(row, 'region', 'region'),
    ...pick(row, 'phoneNumber', 'phone_number'),
    ...pick(row, 'email', 'email'),
  };
}

function readConsumer(value: unknown): StoredConsumer | null {
  if (!isRow(value)) return null;
  return {
    reference: typeof value.reference === 'string' ? value.reference : null,
    ...pick(value, 'firstName', 'firstName'),
    ...pick(value, 'lastName', 'lastName'),
    ...pick(value, 'email', 'email'),
    ...pick(value, 'phoneNumber', 'phoneNumber'),
  };
}

export function readStoredCheckout(value: unknown): StoredCheckout {
  if (!isRow(value)) return NO_CHECKOUT;
  const rows = Array.isArray(value.addresses) ? (value.addresses as unknown[]) : [];
  return {
    consumer: readConsumer(value.consumer),
    shippingMethod: typeof value.shippingMethod === 'string' ? value.shippingMethod : null,
    addresses: rows.flatMap((row) => {
      const address = isRow(row) ? readAddress(row) : null;
      return address ? [address] : [];
    }),
    tax: readStoredTax(value.tax),
  };
}

import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '../../../shared/api/addresses';
import type { CartAddress } from '../../../shared/domain/checkout';
import { firstChoice, hasTypedAddress } from './saved-addresses';

const saved = (id: string, more: Partial<SavedAddress> = {}): SavedAddress => ({
  id,
  type: 'shipping',
  default: false,
  firstName: 'Jane',
  lastName: 'Doe',
  addressLine1: `${id} High Street`,
  city: 'London',
  postcode: 'SW1A 1AA',
  countryCode: 'GB',
  locale: 'en-GB',
  ...more,
});

describe('the saved address the shipping step opens with', () => {
  const book = [saved('a'), saved('b', { default: true })];

  it('is the default, sent to the cart, when the cart holds none and nothing is typed', () => {
    expect(firstChoice(book, undefined)).toEqual({ choice: 'b', send: book[1] });
  });

  it('is the one the cart holds, sending nothing', () => {
    const held = { ...book[0]!, addressType: 'DELIVERY' } as unknown as CartAddress;
    expect(firstChoice(book, held)).toEqual({ choice: 'a', send: null });
  });

  it('is the form, sending nothing, while the shopper was typing an address (a reload keeps it)', () => {
    expect(firstChoice(book, undefined, true)).toEqual({ choice: 'new', send: null });
  });

  it('is the form when the book offers nothing', () => {
    expect(firstChoice([], undefined)).toEqual({ choice: 'new', send: null });
  });
});

describe('a typed delivery address', () => {
  it('is one with any address text; a country or a name alone is not', () => {
    expect(hasTypedAddress({ countryCode: 'GB', firstName: 'Jane' })).toBe(false);
    expect(hasTypedAddress({ countryCode: 'GB', postcode: '  ' })).toBe(false);
    expect(hasTypedAddress({ countryCode: 'GB', addressLine1: '1 High St' })).toBe(true);
    expect(hasTypedAddress({ city: 'Leeds' })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { ADDRESS_COUNTRIES, addressSchema } from './address-schemas';
import { isRegionOf, regionsOf } from './regions';
import { canShipTo, shipsTo } from './ship-to';
import { validateAddress, validateConsumer } from './validate-address';

const LONDON = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  addressLine1: '12  Baker   Street',
  city: 'London',
  postcode: 'nw1 6xe',
  phoneNumber: '07400 123456',
  email: 'ada@example.com',
};

const DUBAI = {
  firstName: 'محمد',
  lastName: 'العلي',
  addressLine1: 'شارع الشيخ زايد ١',
  city: 'دبي',
  region: 'AE-DU',
  phoneNumber: '050 123 4567',
  email: 'm@example.ae',
};

describe('validateAddress', () => {
  it('normalises a valid address: trimmed, spaces collapsed, postcode upper-cased, phone E.164', () => {
    const checked = validateAddress('GB', LONDON);
    expect(checked).toEqual({
      valid: true,
      errors: {},
      warnings: {},
      values: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        addressLine1: '12 Baker Street',
        city: 'London',
        postcode: 'NW1 6XE',
        phoneNumber: '+447400123456',
        email: 'ada@example.com',
      },
    });
  });

  it('accepts an Arabic address in the UAE, with an emirate from the list and no postcode', () => {
    const checked = validateAddress('AE', { ...DUBAI, postcode: '12345' });
    expect(checked.valid).toBe(true);
    expect(checked.values).toMatchObject({ region: 'AE-DU', phoneNumber: '+971501234567' });
    expect(checked.values).not.toHaveProperty('postcode');
  });

  it('reports every error at once, each field with all the rules it breaks', () => {
    const checked = validateAddress('GB', {
      firstName: `${'A'.repeat(41)}<script>`,
      lastName: 'Love\u202Elace',
      addressLine1: '',
      city: 'London 😀',
      postcode: '12345',
      phoneNumber: '12345',
      email: 'not-an-email',
    });
    expect(checked.valid).toBe(false);
    expect(checked.errors).toEqual({
      firstName: ['TOO_LONG', 'INVALID_CHARACTERS'],
      lastName: ['INVALID_CHARACTERS'],
      addressLine1: ['REQUIRED'],
      city: ['INVALID_CHARACTERS'],
      postcode: ['INVALID_FORMAT'],
      phoneNumber: ['INVALID_PHONE'],
      email: ['INVALID_FORMAT'],
    });
  });

  it('warns about an empty encouraged field without blocking', () => {
    const { phoneNumber: _, ...withoutPhone } = LONDON;
    const checked = validateAddress('GB', withoutPhone);
    expect(checked.valid).toBe(true);
    expect(checked.warnings).toEqual({ phoneNumber: ['ENCOURAGED'] });
  });

  it('requires the phone where couriers call, and a region from the list', () => {
    const checked = validateAddress('JP', {
      firstName: '花子',
      lastName: '山田',
      addressLine1: '千代田1-1',
      city: '千代田区',
      postcode: '100-0001',
      region: 'Tokyo',
      email: 'hanako@example.jp',
    });
    expect(checked.errors).toEqual({ region: ['UNKNOWN_REGION'], phoneNumber: ['REQUIRED'] });
  });

  it('takes a US address with a state from the list and a ZIP code or ZIP+4', () => {
    const portland = {
      firstName: 'Jane',
      lastName: 'Doe',
      addressLine1: '1120 SW 5th Ave',
      city: 'Portland',
      region: 'US-OR',
      phoneNumber: '(503) 555-0147',
      email: 'jane@example.com',
    };
    for (const postcode of ['97204', '97204-1912']) {
      const checked = validateAddress('US', { ...portland, postcode });
      expect(checked.valid, postcode).toBe(true);
      expect(checked.values).toMatchObject({ postcode, region: 'US-OR' });
      expect(checked.values.phoneNumber).toBe('+15035550147');
    }
    for (const postcode of ['9720', '97204-19', '972041912', 'SW1A 1AA'])
      expect(validateAddress('US', { ...portland, postcode }).errors, postcode).toEqual({
        postcode: ['INVALID_FORMAT'],
      });
    expect(validateAddress('US', { ...portland, postcode: '97204', region: 'OR' }).errors).toEqual({
      region: ['UNKNOWN_REGION'],
    });
  });

  it('ignores values that are not strings as if they were empty', () => {
    const checked = validateAddress('FR', { ...LONDON, postcode: 75001, city: ['Paris'] });
    expect(checked.errors).toMatchObject({ postcode: ['REQUIRED'], city: ['REQUIRED'] });
  });

  it('knows no form for a country no site ships to', () => {
    for (const country of ['VN', 'CA', 'XX', ''])
      expect(validateAddress(country, LONDON).errors).toEqual({ countryCode: ['UNKNOWN_COUNTRY'] });
  });

  it('checks a consumer with the same rules, its phone of the given country', () => {
    expect(validateConsumer('AE', DUBAI).values).toEqual({
      firstName: 'محمد',
      lastName: 'العلي',
      email: 'm@example.ae',
      phoneNumber: '+971501234567',
    });
    expect(validateConsumer('GB', DUBAI).errors).toEqual({ phoneNumber: ['INVALID_PHONE'] });
    expect(validateConsumer('GB', {}).errors).toEqual({
      firstName: ['REQUIRED'],
      lastName: ['REQUIRED'],
      email: ['REQUIRED'],
    });
  });
});

describe('the address forms', () => {
  it('exist for every country a site ships to, and never for VN', () => {
    const shipped = ['GB', 'FR', 'JP', 'AE', 'US'].flatMap(shipsTo);
    expect(shipped).toEqual(['GB', 'IE', 'FR', 'BE', 'DE', 'JP', 'AE', 'SA', 'US']);
    for (const country of shipped) expect(addressSchema(country), country).toBeDefined();
    expect(ADDRESS_COUNTRIES).not.toContain('VN');
    expect(canShipTo('GB', 'IE')).toBe(true);
    expect(canShipTo('GB', 'FR')).toBe(false);
  });

  it('have a list of regions, named in each language that names them', () => {
    for (const country of ADDRESS_COUNTRIES) {
      const listed = addressSchema(country)!.fields.some((field) => field.regionList);
      expect(regionsOf(country, 'en').length > 0, country).toBe(listed);
    }
    expect(regionsOf('JP', 'ja')).toHaveLength(47);
    expect(regionsOf('JP', 'ja')[12]).toEqual({ code: 'JP-13', name: '東京都' });
    expect(regionsOf('AE', 'ar').map((region) => region.name)).toContain('دبي');
    expect(regionsOf('AE', 'fr')).toEqual([]);
    expect(isRegionOf('SA', 'SA-14')).toBe(true);
    expect(isRegionOf('SA', 'AE-DU')).toBe(false);
    // the 50 states and DC, only in English (only the US site, in English, ships there)
    expect(regionsOf('US', 'en')).toHaveLength(51);
    expect(regionsOf('US', 'en')).toContainEqual({ code: 'US-NY', name: 'New York' });
    expect(regionsOf('US', 'fr')).toEqual([]);
  });
});

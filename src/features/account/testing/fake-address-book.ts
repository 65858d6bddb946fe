import { vi } from 'vitest';
import { addressSchema } from '../../../shared/address/address-schemas';
import { examplePhone } from '../../../shared/address/phone';
import { regionsOf } from '../../../shared/address/regions';
import { validateAddress } from '../../../shared/address/validate-address';
import type { AddressBookBody, SavedAddress } from '../../../shared/api/addresses';
import { SESSION_HEADER } from '../../../shared/api/paths';
import { MAX_ADDRESSES } from '../../../shared/constants';
import { fakeToken } from './fake-identity';

export interface BookCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** What the identity library leaves in localStorage once `user` signed in (the test pool's). */
export function signInOnDevice(
  user = { email: 'amira@example.com', given: 'Amira', family: 'Haddad' },
) {
  const prefix = 'CognitoIdentityServiceProvider.fixtureclient';
  localStorage.setItem(`${prefix}.LastAuthUser`, user.email);
  localStorage.setItem(
    `${prefix}.${user.email}.idToken`,
    fakeToken({
      email: user.email,
      given_name: user.given,
      family_name: user.family,
      exp: 4102444800,
    }),
  );
  localStorage.setItem(
    `${prefix}.${user.email}.accessToken`,
    fakeToken({ token_use: 'access', username: user.email, exp: 4102444800 }),
  );
}

/**
 * A stand-in for the shop's address book and address forms in component tests, over the fetch
 * the app calls, answering as the server does (docs/api.md "Account data"): the book in memory,
 * every write checked with the shared rules (400 ADDRESS_INVALID with every field's problems),
 * 409 ADDRESS_BOOK_FULL at MAX_ADDRESSES, 404 for an unknown id, the default kept unique; the
 * address forms and regions from the shared tables. `refuse` answers a call instead (a status,
 * code and details). Records every call. Test-only.
 */
export function fakeAddressBook(
  options: {
    addresses?: SavedAddress[];
    refuse?: (call: BookCall) => { status: number; code: string; details?: unknown } | undefined;
  } = {},
) {
  let book = [...(options.addresses ?? [])];
  let next = 1;
  const calls: BookCall[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const error = (status: number, code: string, details?: unknown) =>
    json({ status, code, message: code, ...(details ? { details } : {}) }, status);
  const ordered = () => [...book].sort((a, b) => Number(b.default) - Number(a.default));
  function saved(body: AddressBookBody, id: string, wasDefault: boolean): SavedAddress | Response {
    const { countryCode, default: makeDefault, reference: _r, locale: _l, ...fields } = body;
    const checked = validateAddress(countryCode, fields);
    if (!checked.valid) return error(400, 'ADDRESS_INVALID', { errors: checked.errors });
    const isDefault = makeDefault ?? (wasDefault || !book.some((one) => one.default));
    if (isDefault) book = book.map((one) => ({ ...one, default: false }));
    const address: SavedAddress = {
      id,
      type: 'shipping',
      default: isDefault,
      countryCode,
      locale: `en-${countryCode}`,
      ...(checked.values as Pick<SavedAddress, 'firstName' | 'lastName' | 'addressLine1' | 'city'>),
    };
    return address;
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://shop.test');
      const call: BookCall = {
        method: init?.method ?? 'GET',
        path: parsed.pathname,
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
        headers: { ...(init?.headers as Record<string, string> | undefined) },
      };
      calls.push(call);
      const refused = options.refuse?.(call);
      if (refused) return error(refused.status, refused.code, refused.details);
      const form = /^\/api\/validation\/(\w+)\/(\w+)\/address$/.exec(call.path);
      if (form) {
        const schema = addressSchema(form[1]!)!;
        return json({
          countryCode: schema.countryCode,
          type: 'shipping',
          locale: `${form[2]}-${schema.countryCode}`,
          fields: schema.fields,
          encouraged: schema.encouraged,
          phoneExample: examplePhone(schema.countryCode),
        });
      }
      if (call.path === '/api/territory') {
        const country = parsed.searchParams.get('countryCode')!;
        return json({ countryCode: country, regions: regionsOf(country, 'en') });
      }
      if (call.path === '/api/v1/addresses' && call.method === 'GET')
        return json({ addresses: ordered(), canAddNewAddress: book.length < MAX_ADDRESSES });
      if (call.path === '/api/v1/addresses' && call.method === 'POST') {
        if (book.length >= MAX_ADDRESSES) return error(409, 'ADDRESS_BOOK_FULL');
        const made = saved(call.body as AddressBookBody, `address-${next++}`, false);
        if (made instanceof Response) return made;
        book.push(made);
        return json(made, 201);
      }
      const one = /^\/api\/v1\/addresses\/([^/]+)(\/remove)?$/.exec(call.path);
      const held = one && book.find((address) => address.id === decodeURIComponent(one[1]!));
      if (one && call.method === 'PUT') {
        if (!held) return error(404, 'ADDRESS_NOT_FOUND');
        if (one[2]) {
          book = book.filter((address) => address !== held);
          return json(null, 204);
        }
        const made = saved(call.body as AddressBookBody, held.id, held.default);
        if (made instanceof Response) return made;
        book = book.map((address) => (address.id === held.id ? made : address));
        return json(made);
      }
      if (call.path === '/api/basic-session')
        return new Response('{}', { status: 201, headers: { [SESSION_HEADER]: 's-1' } });
      return error(404, 'NOT_FOUND');
    }),
  );
  return {
    calls,
    writes: () => calls.filter((call) => call.method !== 'GET'),
    addresses: () => ordered(),
  };
}

/** A saved GB address, changed by `more`. */
export function savedAddress(more: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id: 'address-london',
    type: 'shipping',
    default: true,
    firstName: 'Amira',
    lastName: 'Haddad',
    addressLine1: '12 Rosebery Avenue',
    city: 'London',
    postcode: 'EC1R 4SX',
    countryCode: 'GB',
    email: 'amira@example.com',
    locale: 'en-GB',
    ...more,
  };
}

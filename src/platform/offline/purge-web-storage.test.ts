// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { purgeWebStorage } from './purge-personal-data';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('purgeWebStorage (sign-out)', () => {
  it('removes the addresses, the identity library’s entries and the typed drafts, and keeps the device’s own', () => {
    localStorage.setItem('shippingAddress', '{"line1":"1 High St"}');
    localStorage.setItem('billingAddress', '{"line1":"1 High St"}');
    localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'jane@example.com');
    localStorage.setItem(
      'CognitoIdentityServiceProvider.client.jane@example.com.refreshToken',
      'r',
    );
    localStorage.setItem('favourites', '["P1"]');
    sessionStorage.setItem('accountForm:create', '{"email":"jane@example.com"}');
    sessionStorage.setItem('checkoutShippingDraft:GB', '{}');
    sessionStorage.setItem('shoppingSessionId', 's1');

    purgeWebStorage();

    expect(Object.keys(localStorage)).toEqual(['favourites']);
    expect(Object.keys(sessionStorage)).toEqual(['shoppingSessionId']);
  });
});

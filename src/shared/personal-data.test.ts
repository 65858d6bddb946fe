import { describe, expect, it } from 'vitest';
import { CHECKOUT_API } from './api/checkout-paths';
import { API } from './api/paths';
import { isPersonalPath, isPersonalQueryKey, personalQueryRoot } from './personal-data';

describe('isPersonalPath', () => {
  it.each([
    API.cart,
    API.cartItem('line-1'),
    API.basicSession,
    API.favourites,
    API.backInStock,
    API.insightsEvents,
    '/api/checkout/x',
    '/api/account',
    '/api/orders/1',
    CHECKOUT_API.order('7KQ4M-2XD9B'),
    CHECKOUT_API.orderLookup,
    CHECKOUT_API.orderLink,
    '/api/session',
    '/api/v1/addresses',
    '/api/v1/addresses/7c9e6679-7425-40de-944b-e07fc1f90ae7/remove',
    '/api/payments/intent',
    '/api/v1/payment-methods',
    '/api/v1/payment-methods/SPM1',
    '/api/v1/addresses/a1/remove',
    '/identity/login',
    '/pay/session',
    '/atmos/v1/designs/1',
    '/helpdesk/tickets',
    '/marketing/subscribe',
  ])('%s is personal', (path) => expect(isPersonalPath(path)).toBe(true));

  it.each([
    API.product('p1'),
    API.filters,
    API.searchQueries,
    '/search/1/indexes/vitrine_gb_en/queries',
    '/api/cartography',
    '/api/v10/products',
    '/api',
    '/gb/en/cart',
    '/gb/en/favourites',
    '/media/p1-navy-front.webp',
  ])('%s is not personal', (path) => expect(isPersonalPath(path)).toBe(false));
});

describe('personal query keys', () => {
  it('marks every key built from a personal root, and no other', () => {
    const cartRoot = personalQueryRoot('cart');
    expect(isPersonalQueryKey([...cartRoot, 'GB', 'en'])).toBe(true);
    expect(isPersonalQueryKey(cartRoot)).toBe(true);
    expect(isPersonalQueryKey(['cart', 'GB', 'en'])).toBe(false);
    expect(isPersonalQueryKey(['catalogue', 'personal'])).toBe(false);
    expect(isPersonalQueryKey([])).toBe(false);
  });
});

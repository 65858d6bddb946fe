/**
 * A shopper's checkout calls for the checkout API suites: the cart calls of cart-client.ts plus
 * the shipping step's (address, consumer, shipping option), on one session and site, and
 * addresses that pass each country's rules.
 */
import type { SiteRuntime } from '../../../src/server/catalogue/types';
import { CHECKOUT_API } from '../../../src/shared/api/checkout-paths';
import { request, siteQuery, type JsonResponse } from './api';
import { cartClient, type CartAnswer, type CartClient } from './cart-client';

export interface CheckoutClient extends CartClient {
  address(body: unknown): Promise<JsonResponse<CartAnswer>>;
  consumer(body: unknown): Promise<JsonResponse<CartAnswer>>;
  shipping(body: unknown): Promise<JsonResponse<CartAnswer>>;
}

export async function checkoutClient(baseUrl: string, site: SiteRuntime): Promise<CheckoutClient> {
  const cart = await cartClient(baseUrl, site);
  const post = (path: string) => (body: unknown) =>
    request<CartAnswer>(`${baseUrl}${path}?${siteQuery(site)}`, {
      method: 'POST',
      session: cart.session,
      body,
    });
  return {
    ...cart,
    address: post(CHECKOUT_API.cartAddress),
    consumer: post(CHECKOUT_API.checkoutConsumer),
    shipping: post(CHECKOUT_API.shipping),
  };
}

export const LONDON = {
  addressType: 'DELIVERY',
  countryCode: 'GB',
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Baker Street',
  city: 'London',
  postcode: 'nw1 6xe',
  phoneNumber: '07400 123456',
  email: 'ada@example.com',
} as const;

export const DUBLIN = {
  addressType: 'DELIVERY',
  countryCode: 'IE',
  firstName: 'Nora',
  lastName: 'Barnacle',
  addressLine1: '7 Eccles Street',
  city: 'Dublin',
  postcode: 'D07 X2Y3',
  email: 'nora@example.ie',
} as const;

export const PARIS = {
  addressType: 'DELIVERY',
  countryCode: 'FR',
  firstName: 'Marie',
  lastName: 'Curie',
  addressLine1: '11 rue Pierre et Marie Curie',
  city: 'Paris',
  postcode: '75005',
  email: 'marie@example.fr',
} as const;

export const DUBAI = {
  addressType: 'DELIVERY',
  countryCode: 'AE',
  firstName: 'محمد',
  lastName: 'العلي',
  addressLine1: 'شارع الشيخ زايد ١',
  city: 'دبي',
  region: 'AE-DU',
  phoneNumber: '050 123 4567',
  email: 'm@example.ae',
} as const;

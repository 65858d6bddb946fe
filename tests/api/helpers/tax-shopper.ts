/**
 * A US shopper for the tax suites (checkout-tax.test.ts, checkout-tax-fuzz.test.ts): the checkout
 * calls of checkout-client.ts plus POST /api/cart/calculate-tax, addresses in states with and
 * without sales tax, the tax service's test hook, and waiting for a calculation to land as the
 * app does, by reading the cart again.
 */
import type { SiteRuntime } from '../../../src/server/catalogue/types';
import { CHECKOUT_API } from '../../../src/shared/api/checkout-paths';
import { request, siteQuery, type JsonResponse } from './api';
import type { CartAnswer } from './cart-client';
import { checkoutClient, type CheckoutClient } from './checkout-client';

/** An address in `state` (a region code such as US-CA) with a ZIP code of that state. */
export function usAddress(region: string, postcode: string, more: Record<string, string> = {}) {
  return {
    addressType: 'DELIVERY',
    countryCode: 'US',
    firstName: 'Jane',
    lastName: 'Doe',
    addressLine1: '100 Main Street',
    city: 'Springfield',
    postcode,
    region,
    phoneNumber: '(201) 555-0123',
    email: 'jane@example.com',
    ...more,
  };
}

/** California taxes goods at 7.25 % and not the shipping; Texas 6.25 % on both; Oregon none. */
export const LOS_ANGELES = usAddress('US-CA', '90012', { city: 'Los Angeles' });
export const AUSTIN = usAddress('US-TX', '78701', { city: 'Austin' });
export const PORTLAND = usAddress('US-OR', '97204', { city: 'Portland' });

export interface TaxShopper extends CheckoutClient {
  calculateTax(body?: unknown): Promise<JsonResponse<CartAnswer>>;
  /** reads the cart every 100 ms until its tax is no longer PENDING (10 s at most) */
  settledTax(): Promise<CartAnswer>;
}

export async function taxShopper(baseUrl: string, site: SiteRuntime): Promise<TaxShopper> {
  const client = await checkoutClient(baseUrl, site);
  return {
    ...client,
    calculateTax: (body: unknown = {}) =>
      request<CartAnswer>(`${baseUrl}${CHECKOUT_API.calculateTax}?${siteQuery(site)}`, {
        method: 'POST',
        session: client.session,
        body,
      }),
    async settledTax() {
      const until = Date.now() + 10_000;
      for (;;) {
        const cart = (await client.read()).body;
        if (cart.taxStatus !== 'PENDING' || Date.now() > until) return cart;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** Sets how the server's tax service behaves (POST /__test/tax, VITRINE_TEST_HOOKS=1). */
export async function setTaxMode(
  baseUrl: string,
  mode: 'normal' | 'slow' | 'fail' | 'throttle',
  delayMs?: number,
): Promise<void> {
  const response = await request(`${baseUrl}/__test/tax`, {
    method: 'POST',
    body: delayMs === undefined ? { mode } : { mode, delayMs },
  });
  if (response.status !== 200) throw new Error(`POST /__test/tax: ${response.status}`);
}

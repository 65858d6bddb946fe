// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { leaveApp } from '../../../platform/routing/leave-app';
import { testSite } from '../../../platform/testing/site-fixture';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import type { LoadedSite } from '../../../platform/site/load-site';
import { IDEMPOTENCY_HEADER, SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import type { PaymentOption } from '../../../shared/domain/site';
import { checkoutCart, fakeCheckoutShop, type Answer } from '../testing/fake-checkout-shop';
import { CheckoutPage } from './checkout-page';

/**
 * The basket's PayPal express button (issue 13): on a site whose PayPal option is express it
 * sends the express order and follows PayPal's action; failures are said beside it and the bag
 * is left as it is; a site without it shows none.
 */
const paypal = (expressPayment: boolean): PaymentOption => ({
  brandCode: 'paypal',
  logos: ['paypal'],
  inTestMode: false,
  expressPayment,
  showAtPaymentStep: true,
});
const siteWith = (options: PaymentOption[]): LoadedSite => ({
  ...testSite,
  config: {
    ...testSite.config,
    paymentOptions: [...testSite.config.paymentOptions, ...options],
  },
});

const EXPRESS_PAGE = '/pay/v1/paypal/PPX1';
const AWAITING = {
  orderReference: '7KQ4M-2XD9B',
  status: 'AWAITING_PAYMENT',
  total: 12395,
  currency: 'GBP',
  action: { type: 'redirect', paymentMethodType: 'paypal', url: EXPRESS_PAGE, method: 'GET' },
};

function basket(site: LoadedSite, pay: () => Answer = () => ({ status: 200, body: AWAITING })) {
  const shop = fakeCheckoutShop({
    cart: checkoutCart(),
    write: (call) => (call.path === '/api/checkout/payment' ? pay() : checkoutCart()),
  });
  const env = createTestEnvironment({ path: '/checkout/basket', site });
  render(<Route path="/checkout/:step?" component={CheckoutPage} />, { wrapper: env.wrapper });
  return { shop, env };
}

const BUTTON = { name: 'Check out with PayPal' };
const SLOW = { timeout: 5000 };

beforeAll(async () => {
  await import('./express-checkout');
}, 60_000);
beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the basket’s PayPal express button', () => {
  it('sends the express order under an Idempotency-Key and goes to PayPal’s page', async () => {
    const to = vi.spyOn(leaveApp, 'to').mockImplementation(() => undefined);
    const { shop } = basket(siteWith([paypal(true)]));
    fireEvent.click(await screen.findByRole('button', BUTTON, SLOW));
    await waitFor(() => expect(to).toHaveBeenCalledWith(EXPRESS_PAGE));
    const writes = shop.writes();
    expect(writes.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/checkout/payment', { paymentMethod: 'paypal', express: true }],
    ]);
    expect(writes[0]!.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect((screen.getByRole('button', BUTTON) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is not there where PayPal is not express, nor where the site has no PayPal', async () => {
    basket(siteWith([paypal(false)]));
    await screen.findByRole('link', { name: 'Proceed to checkout' }, SLOW);
    expect(screen.queryByRole('button', BUTTON)).toBeNull();
    cleanup();
    basket(testSite);
    await screen.findByRole('link', { name: 'Proceed to checkout' }, SLOW);
    expect(screen.queryByRole('button', BUTTON)).toBeNull();
  });

  it('is not there offline, and back once online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    basket(siteWith([paypal(true)]));
    await screen.findByRole('button', BUTTON, SLOW);
    onLine.mockReturnValue(false);
    fireEvent(window, new Event('offline'));
    await waitFor(() => expect(screen.queryByRole('button', BUTTON)).toBeNull());
    onLine.mockReturnValue(true);
    fireEvent(window, new Event('online'));
    expect(await screen.findByRole('button', BUTTON)).toBeTruthy();
  });

  it.each([
    [409, 'ORDER_IN_PROGRESS', 'Your last order is still waiting for its payment'],
    [422, 'PAYMENT_METHOD_UNAVAILABLE', 'PayPal can’t be used for this bag.'],
    [503, 'SERVICE_UNAVAILABLE', 'wasn’t placed (code 500)'],
  ])('a %i %s is said beside the button, the bag untouched', async (status, code, text) => {
    const to = vi.spyOn(leaveApp, 'to');
    const { shop } = basket(siteWith([paypal(true)]), () => ({ status, code }));
    fireEvent.click(await screen.findByRole('button', BUTTON, SLOW));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(screen.getByRole('button', BUTTON).getAttribute('aria-describedby')).toBe(alert.id);
    expect(shop.writes().map((call) => call.path)).toEqual(['/api/checkout/payment']);
    expect(to).not.toHaveBeenCalled();
    expect((screen.getByRole('button', BUTTON) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a lost connection is said; pressing again sends the same attempt’s key', async () => {
    const to = vi.spyOn(leaveApp, 'to').mockImplementation(() => undefined);
    let lost = true;
    const { shop } = basket(siteWith([paypal(true)]), () => {
      if (!lost) return { status: 200, body: AWAITING };
      lost = false;
      return 'network-failure';
    });
    fireEvent.click(await screen.findByRole('button', BUTTON, SLOW));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Checking out with PayPal needs a connection.',
    );
    fireEvent.click(screen.getByRole('button', BUTTON));
    await waitFor(() => expect(to).toHaveBeenCalledWith(EXPRESS_PAGE));
    const [first, second] = shop.writes();
    expect(second!.headers[IDEMPOTENCY_HEADER]).toBe(first!.headers[IDEMPOTENCY_HEADER]);
  });
});

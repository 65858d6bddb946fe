// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { leaveApp } from '../../../platform/routing/leave-app';
import { testSite } from '../../../platform/testing/site-fixture';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import type { LoadedSite } from '../../../platform/site/load-site';
import { SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import type { PaymentOption } from '../../../shared/domain/site';
import { forgetPayment, paymentState } from '../store/payment-store';
import { fakeCheckoutShop, shippedCart, type Answer } from '../testing/fake-checkout-shop';
import { CheckoutPage } from './checkout-page';

/**
 * PayPal, iDEAL and Alipay from the payment step to the provider's page (issue 13 "Payment
 * step"), on a site offering every method: the panel says what happens next, the review reads
 * the method back, Place order sends the method's body and follows the provider's action — a
 * GET, or Alipay's form POST. This browser (jsdom) has no Payment Request API: no wallet shows.
 */
const option = (brandCode: string, logos: string[], expressPayment = false): PaymentOption => ({
  brandCode,
  logos,
  inTestMode: false,
  expressPayment,
  showAtPaymentStep: true,
});
const site: LoadedSite = {
  ...testSite,
  config: {
    ...testSite.config,
    paymentOptions: [
      option('creditcard', ['visa', 'mastercard']),
      option('paypal', ['paypal'], true),
      option('googlepay', ['google-pay']),
      option('applepay', ['apple-pay']),
      option('ideal', ['ideal']),
      option('alipay', ['alipay']),
    ],
  },
};

const AWAITING = { orderReference: '7KQ4M-2XD9B', status: 'AWAITING_PAYMENT', total: 12395 };
const ACTIONS = {
  paypal: { url: '/pay/v1/paypal/PP1', method: 'GET' },
  ideal: { url: '/pay/v1/bank/IB1', method: 'GET' },
  alipay: { url: '/pay/v1/alipay', method: 'POST', data: { paymentId: 'AP1' } },
} as const;

function open(path: string, pay?: (body: { paymentMethod: string }) => Answer) {
  const cart = shippedCart();
  const shop = fakeCheckoutShop({
    cart,
    write: (call) => {
      if (call.path !== '/api/checkout/payment') return cart;
      const body = call.body as { paymentMethod: keyof typeof ACTIONS };
      if (pay) return pay(body);
      const action = { type: 'redirect', paymentMethodType: body.paymentMethod };
      return {
        status: 200,
        body: {
          ...AWAITING,
          currency: 'GBP',
          action: { ...action, ...ACTIONS[body.paymentMethod] },
        },
      };
    },
  });
  const env = createTestEnvironment({ path, site });
  render(<Route path="/checkout/:step?" component={CheckoutPage} />, { wrapper: env.wrapper });
  const payments = () => shop.calls.filter((call) => call.path === '/api/checkout/payment');
  return { env, payments };
}

const SLOW = { timeout: 5000 };

async function choose(name: string) {
  fireEvent.click(await screen.findByRole('radio', { name }, SLOW));
}

/** Ticks the agreements on the review and presses Place order. */
async function placeOnReview() {
  const place = await screen.findByRole('button', { name: 'Place order' }, SLOW);
  fireEvent.click(
    screen.getByRole('checkbox', { name: 'I accept the terms and conditions of sale.' }),
  );
  fireEvent.click(screen.getByRole('checkbox', { name: 'I have read the privacy policy.' }));
  fireEvent.click(place);
}

async function continueAndPlace(env: { history: string[] }) {
  fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
  await waitFor(() => expect(env.history.at(-1)).toBe('/checkout/review'));
  await placeOnReview();
}

beforeAll(async () => {
  // the steps are chunks of their own: transformed once here, not inside a test
  await Promise.all([import('./payment-step'), import('./review-step')]);
}, 60_000);
beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1'));
afterEach(() => {
  cleanup();
  forgetPayment();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the methods paid on the provider’s page', () => {
  it('lists the site’s methods by name with their marks; no wallet without the Payment Request API', async () => {
    open('/checkout/payment');
    const methods = await screen.findByRole('group', { name: 'Payment method' }, SLOW);
    const names = within(methods)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value'));
    expect(names).toEqual(['creditcard', 'paypal', 'ideal', 'alipay']);
    for (const name of ['Credit or debit card', 'PayPal', 'iDEAL', 'Alipay'])
      expect(within(methods).getByRole('radio', { name })).toBeTruthy();
    // each method's mark is drawn here (no image fetched), named by the text beside it
    for (const name of ['PayPal', 'iDEAL', 'Alipay']) {
      const label = within(methods).getByRole('radio', { name }).closest('label')!;
      expect(label.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    expect(document.querySelector('img')).toBeNull();
  });

  it('PayPal: what happens next, no billing address; the review reads it back; Place order goes to PayPal', async () => {
    const to = vi.spyOn(leaveApp, 'to').mockImplementation(() => undefined);
    const { env, payments } = open('/checkout/payment');
    await choose('PayPal');
    expect(screen.getByText(/you’ll be taken to PayPal to approve the payment/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Billing address' })).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() => expect(env.history.at(-1)).toBe('/checkout/review'));
    const payment = await screen.findByRole('region', { name: 'Payment method' }, SLOW);
    expect(within(payment).getByText('PayPal')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Billing address' })).toBeNull();
    await placeOnReview();
    await waitFor(() => expect(to).toHaveBeenCalledWith('/pay/v1/paypal/PP1'));
    expect(payments().map((call) => call.body)).toEqual([
      {
        paymentMethod: 'paypal',
        expectedTotal: 12395,
        agreements: ['terms-and-conditions', 'privacy'],
      },
    ]);
    expect(paymentState().choice).toBeNull();
    expect((await screen.findByRole('status')).textContent).toBe('Taking you to PayPal…');
    expect(screen.getByRole('heading', { level: 1, name: 'Taking you to PayPal…' })).toBeTruthy();
  });

  it('iDEAL: the bank is chosen on the bank’s page, not here; the billing address is shown', async () => {
    const to = vi.spyOn(leaveApp, 'to').mockImplementation(() => undefined);
    const { env, payments } = open('/checkout/payment');
    await choose('iDEAL');
    expect(screen.getByText(/taken to iDEAL to choose your bank/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: /bank/i })).toBeNull();
    expect(screen.getByRole('region', { name: 'Billing address' })).toBeTruthy();
    await continueAndPlace(env);
    await waitFor(() => expect(to).toHaveBeenCalledWith('/pay/v1/bank/IB1'));
    expect(payments()[0]!.body).toMatchObject({ paymentMethod: 'ideal', expectedTotal: 12395 });
    expect(Object.keys(payments()[0]!.body as object).sort()).toEqual([
      'agreements',
      'expectedTotal',
      'paymentMethod',
    ]);
  });

  it('Alipay: its POST action is followed as a form POST of its data', async () => {
    const post = vi.spyOn(leaveApp, 'post').mockImplementation(() => undefined);
    const to = vi.spyOn(leaveApp, 'to');
    const { env, payments } = open('/checkout/payment');
    await choose('Alipay');
    await continueAndPlace(env);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/pay/v1/alipay', { paymentId: 'AP1' }));
    expect(to).not.toHaveBeenCalled();
    expect(payments()[0]!.body).toMatchObject({ paymentMethod: 'alipay' });
    expect((await screen.findByRole('status')).textContent).toBe('Taking you to Alipay…');
  });

  it('a method the order cannot take: back to the payment choice saying so', async () => {
    const { env } = open('/checkout/payment', () => ({
      status: 422,
      code: 'PAYMENT_METHOD_UNAVAILABLE',
    }));
    await choose('iDEAL');
    await continueAndPlace(env);
    await waitFor(() => expect(env.history.at(-1)).toBe('/checkout/payment'));
    expect(
      await screen.findByText('This payment method can’t be used for this order.', {
        exact: false,
      }),
    ).toBeTruthy();
  });

  it('a review reloaded after choosing PayPal: PayPal chosen again, the reason said plainly', async () => {
    const first = open('/checkout/payment');
    await choose('PayPal');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() => expect(first.env.history.at(-1)).toBe('/checkout/review'));
    cleanup();
    forgetPayment(); // a reload: memory is gone, the tab's session is not
    const { env } = open('/checkout/review');
    await waitFor(() => expect(env.history.at(-1)).toBe('/checkout/payment'));
    expect(
      await screen.findByText(/Your payment choice isn’t kept when the page reloads/, {}, SLOW),
    ).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'PayPal' }) as HTMLInputElement).checked).toBe(true);
  });
});

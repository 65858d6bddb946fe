// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import { failedCheckoutAttempts } from '../store/checkout-session';
import { forgetPayment } from '../store/payment-store';
import { fakeCheckoutShop, shippedCart, type Answer } from '../testing/fake-checkout-shop';
import { CheckoutPage } from './checkout-page';

const PAID = { orderReference: '7KQ4M-2XD9B', status: 'PAID', total: 12395, currency: 'GBP' };

beforeAll(async () => {
  // the steps are chunks of their own: transformed once here, not inside a test
  await Promise.all([import('./challenge-return'), import('./payment-step')]);
}, 60_000);

/** The review step as the 3-D Secure page returns to it, with `result` as the redirect result. */
function returnFromChallenge(result: string, details: () => Answer) {
  const shop = fakeCheckoutShop({
    cart: shippedCart(),
    write: (call) => (call.path === '/api/checkout/payment/details' ? details() : shippedCart()),
  });
  const env = createTestEnvironment({
    path: `/checkout/review?orderReference=7KQ4M-2XD9B&redirectResult=${result}`,
  });
  render(
    <StrictMode>
      <Route path="/checkout/:step?" component={CheckoutPage} />
    </StrictMode>,
    { wrapper: env.wrapper },
  );
  const sent = () => shop.calls.filter((call) => call.path === '/api/checkout/payment/details');
  return { env, sent };
}

beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1'));
afterEach(() => {
  cleanup();
  forgetPayment();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the return from the 3-D Secure page', () => {
  it('completes the payment once (React runs effects twice here), then opens the complete page', async () => {
    const { env, sent } = returnFromChallenge('RESULT-1', () => ({ status: 200, body: PAID }));
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    await waitFor(() => expect(env.history).toEqual(['/complete?orderReference=7KQ4M-2XD9B']));
    expect(sent().map((call) => call.body)).toEqual([
      { orderReference: '7KQ4M-2XD9B', redirectResult: 'RESULT-1' },
    ]);
  });

  it('a failed authentication: back to the payment choice with the reason, counted', async () => {
    const { env } = returnFromChallenge('RESULT-2', () => ({
      status: 422,
      code: 'ADRESULT_REFUSED',
      details: { orderReference: '7KQ4M-2XD9B', refusalReason: '3D Not Authenticated' },
    }));
    await waitFor(() => expect(env.history).toEqual(['/checkout/payment']));
    expect(await screen.findByText(/Your bank couldn’t confirm it was you/)).toBeTruthy();
    expect(failedCheckoutAttempts('vitrine-gb')).toBe(1);
  });

  it('a failed connection is said, and Try again sends the result anew', async () => {
    let answer: Answer = 'network-failure';
    const { env, sent } = returnFromChallenge('RESULT-3', () => answer);
    expect(await screen.findByText(/Placing your order needs a connection/)).toBeTruthy();
    answer = { status: 200, body: PAID };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(env.history).toEqual(['/complete?orderReference=7KQ4M-2XD9B']));
    expect(sent()).toHaveLength(2);
  });
});

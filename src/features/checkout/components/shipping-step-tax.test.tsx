// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import type { Cart } from '../../../shared/domain/cart';
import { fakeCheckoutShop, type FakeCall } from '../testing/fake-checkout-shop';
import { usCart, usSite } from '../testing/us-checkout';
import { CheckoutPage } from './checkout-page';

/** the shipping step is a chunk of its own: its first render waits for it on a busy machine */
const SLOW = { timeout: 5000 };

function open(cart: Cart, write: (call: FakeCall) => Cart | { status: number; code: string }) {
  const shop = fakeCheckoutShop({
    cart,
    write,
    // the tax service answers by the first read
    read: (current) => (current.taxStatus === 'PENDING' ? usCart('DONE', 'EXPRESS') : current),
  });
  const env = createTestEnvironment({ path: '/checkout/shipping', site: usSite });
  render(<Route path="/checkout/:step?" component={CheckoutPage} />, { wrapper: env.wrapper });
  return shop;
}

const summary = () => screen.getByRole('region', { name: 'Order summary' });
const taxLine = () => within(summary()).getByText('Tax').nextElementSibling?.textContent;
const proceed = () => screen.getByRole('button', { name: 'Continue to payment' });

beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the US shipping step: tax calculated at checkout', () => {
  it('choosing a shipping option has the tax calculated: Calculating…, then the Tax line', async () => {
    const shop = open(usCart('NOT_CALCULATED', null), (call) =>
      call.path === '/api/shipping'
        ? usCart('NOT_CALCULATED', 'EXPRESS')
        : usCart('PENDING', 'EXPRESS'),
    );
    const express = await screen.findByRole('radio', { name: /Express shipping/ }, SLOW);
    expect(taxLine()).toBe('Calculated once shipping is chosen');
    expect(proceed()).toHaveProperty('disabled', true);
    fireEvent.click(express);
    await waitFor(() => expect(taxLine()).toBe('Calculating tax…'));
    expect(proceed()).toHaveProperty('disabled', true);
    // 6.25 % of the $120.00 dress and of the $24.95 shipping: $7.50 + $1.56
    await waitFor(() => expect(taxLine()).toBe('$9.06'), SLOW);
    expect(within(summary()).getByText('$24.95')).toBeTruthy();
    expect(within(summary()).getByText('$154.01')).toBeTruthy();
    expect(proceed()).toHaveProperty('disabled', false);
    expect(shop.writes().map((call) => call.path)).toEqual([
      '/api/shipping',
      '/api/cart/calculate-tax',
    ]);
  });

  it('a throttled calculation says so, and Try again asks once more', async () => {
    let throttled = true;
    const shop = open(usCart('NOT_CALCULATED', 'EXPRESS'), () =>
      throttled ? { status: 429, code: 'TOO_MANY_REQUESTS' } : usCart('PENDING', 'EXPRESS'),
    );
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('Too many tax calculation requests');
    expect(proceed()).toHaveProperty('disabled', true);
    throttled = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(taxLine()).toBe('$9.06'), SLOW);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(shop.writes().map((call) => call.path)).toEqual([
      '/api/cart/calculate-tax',
      '/api/cart/calculate-tax',
    ]);
  });
});

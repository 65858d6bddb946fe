// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { subscribeAnalytics, type TrackedEvent } from '../../analytics';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import type { Cart } from '../../../shared/domain/cart';
import {
  checkoutCart,
  fakeCheckoutShop,
  LONDON,
  OPTIONS,
  type FakeCall,
} from '../testing/fake-checkout-shop';
import { CheckoutPage } from './checkout-page';

function open(
  path: string,
  cart: Cart,
  write?: (call: FakeCall) => Cart | { status: number; code: string },
) {
  const shop = fakeCheckoutShop({ cart, write });
  const env = createTestEnvironment({ path });
  const view = render(<Route path="/checkout/:step?" component={CheckoutPage} />, {
    wrapper: env.wrapper,
  });
  return { shop, env, view };
}

/** the shipping step is a chunk of its own: its first render waits for it on a busy machine */
const SLOW = { timeout: 5000 };
const field = (name: string) => screen.getByLabelText(name);

beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the checkout steps', () => {
  it('shows where the shopper is, the shipping step current, and tracks it once', async () => {
    const events: TrackedEvent[] = [];
    const stop = subscribeAnalytics((event) => events.push(event));
    open('/checkout/shipping', checkoutCart());
    const steps = await screen.findByRole('navigation', { name: 'Checkout steps' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Bag', 'Delivery', 'Payment', 'Review']);
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
    await waitFor(() => expect(events.some((event) => event.type === 'checkoutStep')).toBe(true));
    stop();
    expect(events.filter((event) => event.type === 'checkoutStep')).toMatchObject([
      {
        step: 'shipping',
        startedCheckout: { itemCount: 1, value: 12000, currency: 'GBP' },
      },
    ]);
  });

  it('sends a shopper without an address from payment to the shipping step', async () => {
    const { env } = open('/checkout/payment', checkoutCart());
    await waitFor(() => expect(env.history.at(-1)).toBe('/checkout/shipping'));
  });

  it('sends a shopper with an empty bag back to the basket', async () => {
    const { env } = open('/checkout/shipping', checkoutCart({ items: [] }));
    await waitFor(() => expect(env.history.at(-1)).toBe('/checkout/basket'));
  });
});

describe('the shipping form', () => {
  it('reports every broken rule at once beside its field, and sends nothing', async () => {
    const { shop } = open('/checkout/shipping', checkoutCart());
    await screen.findByLabelText('First name', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Save and see delivery options' }));
    await screen.findByText('Please check the fields marked below.');
    for (const name of [
      'First name',
      'Last name',
      'Email',
      'Address',
      'Town or city',
      'Postcode',
    ]) {
      const input = field(name);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = document.getElementById(input.getAttribute('aria-describedby')!);
      expect(described?.textContent).toBe('Please fill this in.');
    }
    // the phone is only encouraged in GB: it warns, never blocks
    const phone = screen.getByLabelText('Mobile number', { exact: false });
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Adding this helps our courier find you.',
    );
    expect(phone.getAttribute('placeholder')).toMatch(/^07/);
    expect(shop.writes()).toEqual([]);
  });

  it('keeps what was typed through a reload of the step', async () => {
    const first = open('/checkout/shipping', checkoutCart());
    fireEvent.change(await screen.findByLabelText('First name', {}, SLOW), {
      target: { value: 'Amira' },
    });
    first.view.unmount();
    open('/checkout/shipping', checkoutCart());
    expect((await screen.findByLabelText<HTMLInputElement>('First name', {}, SLOW)).value).toBe(
      'Amira',
    );
  });

  it('shows a billing form only when billing does not match delivery, and sends both', async () => {
    const { shop } = open('/checkout/shipping', checkoutCart(), (call) =>
      checkoutCart({
        addresses: call.path === '/api/cart/address' ? [LONDON] : [],
      }),
    );
    await screen.findByLabelText('First name', {}, SLOW);
    const matches = screen.getByRole('checkbox', {
      name: 'My billing address is the same as my delivery address',
    });
    expect((matches as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('group', { name: 'Billing address' })).toBeNull();
    fireEvent.click(matches);
    const billing = await screen.findByRole('group', { name: 'Billing address' });

    const fill = (scope: HTMLElement, name: string, value: string) =>
      fireEvent.change(within(scope).getByLabelText(name), {
        target: { value },
      });
    const form = screen.getByRole('button', { name: 'Save and see delivery options' });
    const details = screen.getByRole('group', { name: 'Your details' });
    const delivery = screen.getByRole('group', { name: 'Delivery address' });
    fill(details, 'First name', 'Amira');
    fill(details, 'Last name', 'Haddad');
    fill(details, 'Email', 'amira@example.com');
    fill(delivery, 'Address', '12 Rosebery Avenue');
    fill(delivery, 'Town or city', 'London');
    fill(delivery, 'Postcode', 'ec1r 4sx');
    fill(billing, 'First name', 'Amira');
    fill(billing, 'Last name', 'Haddad');
    fill(billing, 'Email', 'accounts@example.com');
    fill(billing, 'Address', '1 Canal Street');
    fill(billing, 'Town or city', 'Manchester');
    fill(billing, 'Postcode', 'M1 3HE');
    fireEvent.click(form);

    await waitFor(() => expect(shop.writes()).toHaveLength(3));
    const [first, second, third] = shop.writes();
    expect(first).toMatchObject({
      path: '/api/cart/address',
      body: { addressType: 'DELIVERY', billingMatchShipping: false, postcode: 'EC1R 4SX' },
    });
    expect(second).toMatchObject({ path: '/api/checkout/consumer', body: { firstName: 'Amira' } });
    expect(third).toMatchObject({
      path: '/api/cart/address',
      body: { addressType: 'BILLING', city: 'Manchester' },
    });
  });
});

describe('the shipping options', () => {
  const saved = (selected: string | null, deliveryCost = 0) =>
    checkoutCart(
      {
        addresses: [LONDON],
        consumer: { accountId: null, reference: 'C-1', typeTag: 'NEW', properties: {} },
        shipping: { countryCode: 'GB', options: OPTIONS, selected },
      },
      deliveryCost,
    );

  it('rolls a refused choice back to the option the cart holds, with the error shown', async () => {
    open('/checkout/shipping', saved('GB-STANDARD'), () => ({
      status: 422,
      code: 'SHIPPING_OPTION_UNAVAILABLE',
    }));
    const standard = await screen.findByRole('radio', { name: /Standard delivery/ }, SLOW);
    const express = screen.getByRole('radio', { name: /Express delivery/ });
    expect((standard as HTMLInputElement).checked).toBe(true);
    fireEvent.click(express);
    expect(
      await screen.findByText(
        'This delivery method isn’t available for your address. Please choose another.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect((standard as HTMLInputElement).checked).toBe(true));
    expect((express as HTMLInputElement).checked).toBe(false);
  });

  it('sends the choice and shows its price as the delivery in the summary', async () => {
    const { shop } = open('/checkout/shipping', saved(null), () => saved('GB-EXPRESS', 895));
    fireEvent.click(await screen.findByRole('radio', { name: /Express delivery/ }, SLOW));
    const summary = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(within(summary).getByText('£8.95')).toBeTruthy());
    expect(within(summary).getByText('£128.95')).toBeTruthy();
    expect(shop.writes()).toMatchObject([{ path: '/api/shipping', body: { id: 'GB-EXPRESS' } }]);
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});

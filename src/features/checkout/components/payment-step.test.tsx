// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { subscribeAnalytics, type TrackedEvent } from '../../analytics';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { testSite } from '../../../platform/testing/site-fixture';
import type { LoadedSite } from '../../../platform/site/load-site';
import { SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import type { ProviderPublicKey } from '../../../shared/payments/provider-api';
import type { CardChoice } from '../logic/payment-choice';
import { forgetPayment, paymentState } from '../store/payment-store';
import {
  fakeCheckoutShop,
  fakeProviderKey,
  shippedCart,
  type FakeCall,
} from '../testing/fake-checkout-shop';
import { CheckoutPage } from './checkout-page';

let providerKey: ProviderPublicKey;
beforeAll(async () => {
  providerKey = await fakeProviderKey();
  // the steps are chunks of their own: transformed once here, not inside the first test
  await Promise.all([import('./payment-step'), import('./review-step')]);
}, 60_000);

function open(
  path: string,
  options: {
    site?: LoadedSite;
    storedCards?: Parameters<typeof fakeCheckoutShop>[0]['storedCards'];
  } = {},
) {
  const shop = fakeCheckoutShop({
    cart: shippedCart(),
    providerKey,
    storedCards: options.storedCards ?? [],
    write: (call: FakeCall) =>
      call.path === '/api/checkout/payment'
        ? {
            status: 200,
            body: { orderReference: '7KQ4M-2XD9B', status: 'PAID', total: 12395, currency: 'GBP' },
          }
        : shippedCart(),
  });
  const env = createTestEnvironment({ path, ...(options.site ? { site: options.site } : {}) });
  const view = render(<Route path="/checkout/:step?" component={CheckoutPage} />, {
    wrapper: env.wrapper,
  });
  return { shop, env, view };
}

/** the payment step is a chunk of its own: its first render waits for it on a busy machine */
const SLOW = { timeout: 5000 };
const CONTINUE = { name: 'Continue to review' };
const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const described = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

async function fillCard(number = '4111 1111 1111 1111') {
  await screen.findByLabelText('Card number', {}, SLOW);
  type('Card number', number);
  type('Expiry date', '03/39');
  type('Security code', number.startsWith('37') ? '7373' : '737');
  type('Name on card', 'Amira Haddad');
}

beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1'));
afterEach(() => {
  cleanup();
  forgetPayment();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the card form', () => {
  it('reports every problem at once beside its field, and sends nothing', async () => {
    const { shop } = open('/checkout/payment');
    await screen.findByLabelText('Card number', {}, SLOW);
    fireEvent.click(screen.getByRole('button', CONTINUE));
    for (const name of ['Card number', 'Expiry date', 'Security code', 'Name on card']) {
      await waitFor(() => expect(field(name).getAttribute('aria-invalid')).toBe('true'));
      expect(described(field(name))).toContain('Please fill this in.');
    }
    expect(document.activeElement).toBe(field('Card number'));

    type('Card number', '4111 1111 1111 1112');
    type('Expiry date', '01/20');
    type('Security code', '12');
    fireEvent.click(screen.getByRole('button', CONTINUE));
    await waitFor(() =>
      expect(described(field('Card number'))).toContain('Please check your card number.'),
    );
    expect(described(field('Expiry date'))).toContain('This card has expired.');
    expect(described(field('Security code'))).toContain('Please enter the 3-digit code');
    expect(described(field('Name on card'))).toContain('Please fill this in.');
    expect(shop.writes()).toEqual([]);
  });

  it('groups the number as typed and shows its scheme; American Express takes 4 digits', async () => {
    open('/checkout/payment');
    await screen.findByLabelText('Card number', {}, SLOW);
    type('Card number', '4111111111111111');
    expect(field('Card number').value).toBe('4111 1111 1111 1111');
    // the scheme's mark inside the field (the accepted cards' marks are beside the method)
    const numberBox = () => within(field('Card number').parentElement!);
    expect(numberBox().getByRole('img', { name: 'Visa' })).toBeTruthy();
    type('Card number', '378282246310005');
    expect(field('Card number').value).toBe('3782 822463 10005');
    expect(numberBox().getByRole('img', { name: 'American Express' })).toBeTruthy();
    type('Expiry date', '0339');
    expect(field('Expiry date').value).toBe('03/39');
    type('Security code', '737');
    type('Name on card', 'Amira Haddad');
    fireEvent.click(screen.getByRole('button', CONTINUE));
    await waitFor(() => expect(field('Security code').getAttribute('aria-invalid')).toBe('true'));
    expect(field('Card number').getAttribute('aria-invalid')).toBeNull();
  });

  it('asks the browser to fill each field and a numeric keypad for the digits', async () => {
    open('/checkout/payment');
    await screen.findByLabelText('Card number', {}, SLOW);
    const expected = {
      'Card number': ['cc-number', 'numeric'],
      'Expiry date': ['cc-exp', 'numeric'],
      'Security code': ['cc-csc', 'numeric'],
      'Name on card': ['cc-name', null],
    };
    for (const [name, [autocomplete, inputMode]] of Object.entries(expected)) {
      expect(field(name).getAttribute('autocomplete')).toBe(autocomplete);
      expect(field(name).getAttribute('inputmode')).toBe(inputMode);
    }
    expect(
      (screen.getByRole('checkbox', { name: 'Save this card for next time' }) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });

  it('encrypts the card on Continue, keeps it in memory only, and opens the review', async () => {
    const { env, shop } = open('/checkout/payment');
    await fillCard();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this card for next time' }));
    fireEvent.click(screen.getByRole('button', CONTINUE));
    await waitFor(() => expect(env.history.at(-1)).toBe('/checkout/review'));
    const choice = paymentState().choice as CardChoice | null;
    expect(choice?.card).toMatchObject({
      kind: 'new',
      brand: 'visa',
      lastFour: '1111',
      expiryMonth: 3,
      expiryYear: 2039,
      holderName: 'Amira Haddad',
      storeCard: true,
    });
    const encrypted = choice?.card.kind === 'new' ? choice.card.encrypted : undefined;
    for (const blob of Object.values(encrypted ?? {})) expect(blob).toMatch(/^vtr1\$test-key-1\$/);
    // nowhere but memory: no storage, no request, holds the number
    const kept = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
    expect(kept).not.toContain('4111');
    expect(kept).not.toContain('vtr1');
    expect(JSON.stringify(shop.calls)).not.toContain('4111');
    expect(await screen.findByText('Visa ending 1111', {}, SLOW)).toBeTruthy();
  });

  it('offers the stored cards above a new card, and one pays without the card', async () => {
    const { env } = open('/checkout/payment', {
      storedCards: [
        { id: 'SPM1', brand: 'mc', lastFour: '4444', expiryMonth: 3, expiryYear: 2031 },
      ],
    });
    const group = await screen.findByRole('group', { name: 'Pay with' }, SLOW);
    const stored = within(group).getByRole('radio', {
      name: 'Mastercard ending 4444, expires 03/31',
    });
    await waitFor(() => expect((stored as HTMLInputElement).checked).toBe(true));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(within(group).getByRole('radio', { name: 'Use a new card' }));
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    fireEvent.click(stored);
    fireEvent.click(screen.getByRole('button', CONTINUE));
    await waitFor(() => expect(env.history.at(-1)).toBe('/checkout/review'));
    expect((paymentState().choice as CardChoice | null)?.card).toEqual({
      kind: 'stored',
      id: 'SPM1',
      brand: 'mc',
      lastFour: '4444',
      expiryMonth: 3,
      expiryYear: 2031,
    });
  });

  it('shows the billing address with Edit back to the delivery step', async () => {
    open('/checkout/payment');
    const billing = await screen.findByRole('region', { name: 'Billing address' }, SLOW);
    expect(within(billing).getByText('Same as your delivery address')).toBeTruthy();
    expect(within(billing).getByText(/12 Rosebery Avenue/)).toBeTruthy();
    expect(
      within(billing).getByRole('link', { name: 'Edit: Billing address' }).getAttribute('href'),
    ).toBe('/checkout/shipping');
  });
});

describe('the payment step', () => {
  it('is a checkout step of its own for analytics, and so is the review once a card is chosen', async () => {
    const events: TrackedEvent[] = [];
    const stop = subscribeAnalytics((event) => events.push(event));
    const { env } = open('/checkout/payment');
    await fillCard();
    fireEvent.click(screen.getByRole('button', CONTINUE));
    await waitFor(() => expect(env.history.at(-1)).toBe('/checkout/review'));
    await screen.findByRole('button', { name: 'Place order' }, SLOW);
    stop();
    expect(
      events.filter((event) => event.type === 'checkoutStep').map((event) => event.step),
    ).toEqual(['payment', 'review']);
  });

  it('sends a review without a card back to payment, saying to enter the card again', async () => {
    const { env } = open('/checkout/review');
    await waitFor(() => expect(env.history.at(-1)).toBe('/checkout/payment'));
    expect(
      await screen.findByText(/card details aren’t kept when the page reloads/, {}, SLOW),
    ).toBeTruthy();
  });

  it('offers a test-mode option only with ?showTestPayments, kept for the session', async () => {
    const site: LoadedSite = {
      ...testSite,
      config: {
        ...testSite.config,
        paymentOptions: testSite.config.paymentOptions.map((option) => ({
          ...option,
          inTestMode: true,
        })),
      },
    };
    const first = open('/checkout/payment', { site });
    expect(
      await screen.findByText('No payment method is available right now.', { exact: false }, SLOW),
    ).toBeTruthy();
    first.view.unmount();
    const second = open('/checkout/payment?showTestPayments', { site });
    expect(await screen.findByRole('radio', { name: 'Credit or debit card' }, SLOW)).toBeTruthy();
    second.view.unmount();
    open('/checkout/payment', { site });
    expect(await screen.findByRole('radio', { name: 'Credit or debit card' }, SLOW)).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { leaveApp } from '../../../platform/routing/leave-app';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import { IDEMPOTENCY_HEADER, SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import type { Cart } from '../../../shared/domain/cart';
import type { PaymentChoice } from '../logic/payment-choice';
import { failedCheckoutAttempts } from '../store/checkout-session';
import { choosePayment, forgetPayment, paymentState } from '../store/payment-store';
import {
  fakeCheckoutShop,
  shippedCart,
  type Answer,
  type FakeCall,
} from '../testing/fake-checkout-shop';
import { CheckoutPage } from './checkout-page';

const ENCRYPTED = {
  encryptedCardNumber: 'vtr1$test-key-1$number',
  encryptedExpiryMonth: 'vtr1$test-key-1$month',
  encryptedExpiryYear: 'vtr1$test-key-1$year',
  encryptedSecurityCode: 'vtr1$test-key-1$cvc',
};
const NEW_CARD: PaymentChoice = {
  brandCode: 'creditcard',
  card: {
    kind: 'new',
    encrypted: ENCRYPTED,
    holderName: 'Amira Haddad',
    storeCard: false,
    brand: 'visa',
    lastFour: '1111',
    expiryMonth: 3,
    expiryYear: 2039,
  },
};
const PAID = { orderReference: '7KQ4M-2XD9B', status: 'PAID', total: 12395, currency: 'GBP' };

beforeAll(async () => {
  // the steps are chunks of their own: transformed once here, not inside a test
  await Promise.all([import('./review-step'), import('./payment-step')]);
}, 60_000);

/** The review step with a card chosen; `pay` answers POST /api/checkout/payment. */
function review(pay: (call: FakeCall) => Answer | Promise<Answer>, cart: Cart = shippedCart()) {
  choosePayment(NEW_CARD);
  const shop = fakeCheckoutShop({
    cart,
    write: (call) => (call.path === '/api/checkout/payment' ? pay(call) : cart),
  });
  const env = createTestEnvironment({ path: '/checkout/review' });
  render(<Route path="/checkout/:step?" component={CheckoutPage} />, { wrapper: env.wrapper });
  const payments = () => shop.calls.filter((call) => call.path === '/api/checkout/payment');
  return { shop, env, payments };
}

const placeButton = () => screen.findByRole('button', { name: 'Place order' }, { timeout: 5000 });

async function agreeAndPlace() {
  const button = await placeButton();
  fireEvent.click(
    screen.getByRole('checkbox', { name: 'I accept the terms and conditions of sale.' }),
  );
  fireEvent.click(screen.getByRole('checkbox', { name: 'I have read the privacy policy.' }));
  fireEvent.click(button);
}

beforeEach(() => sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1'));
afterEach(() => {
  cleanup();
  forgetPayment();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the review step', () => {
  it('reads back the lines, addresses, delivery, the card (scheme and last four) and totals', async () => {
    review(() => ({ status: 200, body: PAID }));
    await placeButton();
    const items = screen.getByRole('region', { name: 'Your items' });
    expect(within(items).getByRole('link', { name: 'Linen wrap dress' })).toBeTruthy();
    const delivery = screen.getByRole('region', { name: 'Delivery address' });
    expect(within(delivery).getByText(/12 Rosebery Avenue/)).toBeTruthy();
    expect(within(delivery).getByText('amira@example.com')).toBeTruthy();
    const method = screen.getByRole('region', { name: 'Delivery method' });
    expect(method.textContent).toContain('Standard delivery · £3.95');
    const payment = screen.getByRole('region', { name: 'Payment method' });
    expect(within(payment).getByText('Visa ending 1111')).toBeTruthy();
    // never more of the card than its last four digits
    expect(payment.textContent!.replace(/\D/g, '')).toBe('1111');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('£123.95')).toBeTruthy();
  });

  it('enables Place order only once every agreement is ticked, each starting unticked', async () => {
    const { payments } = review(() => ({ status: 200, body: PAID }));
    const button = (await placeButton()) as HTMLButtonElement;
    const terms = screen.getByRole('checkbox', {
      name: 'I accept the terms and conditions of sale.',
    });
    const privacy = screen.getByRole('checkbox', { name: 'I have read the privacy policy.' });
    expect([(terms as HTMLInputElement).checked, (privacy as HTMLInputElement).checked]).toEqual([
      false,
      false,
    ]);
    expect(button.disabled).toBe(true);
    fireEvent.click(terms);
    expect(button.disabled).toBe(true);
    fireEvent.click(privacy);
    expect(button.disabled).toBe(false);
    fireEvent.click(privacy);
    expect(button.disabled).toBe(true);
    expect(payments()).toEqual([]);
    expect(screen.getByRole('link', { name: /Read the privacy policy/ }).getAttribute('href')).toBe(
      '/gb/en/about-us/privacy-policy',
    );
  });

  it('waits while the order is placed, then opens the complete page and reloads the bag', async () => {
    let answer!: (value: Answer) => void;
    const { env, payments, shop } = review(() => new Promise<Answer>((done) => (answer = done)));
    await agreeAndPlace();
    const button = await screen.findByRole('button', { name: 'Placing your order…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    await waitFor(() => expect(payments()).toHaveLength(1));
    expect(payments()[0]!.body).toEqual({
      paymentMethod: 'creditcard',
      card: ENCRYPTED,
      holderName: 'Amira Haddad',
      expectedTotal: 12395,
      agreements: ['terms-and-conditions', 'privacy'],
    });
    const carts = () => shop.calls.filter((call) => call.path === '/api/cart').length;
    const before = carts();
    answer({ status: 200, body: PAID });
    await waitFor(() => expect(env.history.at(-1)).toBe('/complete?orderReference=7KQ4M-2XD9B'));
    await waitFor(() => expect(carts()).toBeGreaterThan(before));
    expect(paymentState().choice).toBeNull();
  });

  it('refuses offline before anything is sent, keeping everything', async () => {
    const { payments } = review(() => ({ status: 200, body: PAID }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await agreeAndPlace();
    expect(await screen.findByText(/Placing your order needs a connection/)).toBeTruthy();
    expect(payments()).toEqual([]);
    expect(paymentState().choice).toBe(NEW_CARD);
    expect(
      (
        screen.getByRole('checkbox', {
          name: 'I have read the privacy policy.',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
  });
});

describe('placing the order', () => {
  it('retries an attempt after a failed connection with the same key and body', async () => {
    let first = true;
    const { env, payments } = review(() => {
      if (!first) return { status: 200, body: PAID };
      first = false;
      return 'network-failure';
    });
    await agreeAndPlace();
    expect(await screen.findByText(/Placing your order needs a connection/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(env.history.at(-1)).toBe('/complete?orderReference=7KQ4M-2XD9B'));
    const [one, two] = payments();
    expect(two!.headers[IDEMPOTENCY_HEADER]).toBe(one!.headers[IDEMPOTENCY_HEADER]);
    expect(two!.body).toEqual(one!.body);
  });

  it('a changed total: the cart reloaded, the new total said, and the next attempt a new key', async () => {
    const cart = shippedCart();
    const dearer = { ...cart, cartSummary: { ...cart.cartSummary, totalCost: 13395 } };
    const { payments, shop, env } = review((call) => {
      if ((call.body as { expectedTotal: number }).expectedTotal === 13395)
        return { status: 200, body: PAID };
      shop.setCart(dearer);
      return { status: 409, code: 'PRICE_CHANGED', details: { total: 13395, currency: 'GBP' } };
    }, cart);
    await agreeAndPlace();
    expect(await screen.findByText(/The total of your order has changed to £133.95/)).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(within(summary).getByText('£133.95')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(env.history.at(-1)).toBe('/complete?orderReference=7KQ4M-2XD9B'));
    const [first, second] = payments();
    expect((second!.body as { expectedTotal: number }).expectedTotal).toBe(13395);
    expect(second!.headers[IDEMPOTENCY_HEADER]).not.toBe(first!.headers[IDEMPOTENCY_HEADER]);
  });

  it('a declined card: back to the payment choice with the reason, counted, the card forgotten', async () => {
    const { env } = review(() => ({
      status: 422,
      code: 'ADRESULT_REFUSED',
      details: { orderReference: '7KQ4M-2XD9B', refusalReason: 'Not enough balance' },
    }));
    await agreeAndPlace();
    await waitFor(() => expect(env.history.at(-1)).toBe('/checkout/payment'));
    expect(await screen.findByText(/there isn’t enough money available on it/)).toBeTruthy();
    expect(failedCheckoutAttempts('vitrine-gb')).toBe(1);
    expect(paymentState().choice).toBeNull();
    expect((await screen.findByLabelText<HTMLInputElement>('Card number')).value).toBe('');
  });

  it('a 3-D Secure challenge: the card forgotten, the shopper sent to its page', async () => {
    const to = vi.spyOn(leaveApp, 'to').mockImplementation(() => undefined);
    const { env } = review(() => ({
      status: 200,
      body: {
        ...PAID,
        status: 'AWAITING_PAYMENT',
        action: {
          type: 'redirect',
          paymentMethodType: 'scheme',
          url: '/pay/v1/challenge/abc',
          method: 'GET',
        },
      },
    }));
    await agreeAndPlace();
    await waitFor(() => expect(to).toHaveBeenCalledWith('/pay/v1/challenge/abc'));
    expect(paymentState().choice).toBeNull();
    // while the browser leaves, the step says where to instead of asking for the card again
    const leaving = await screen.findByRole('status');
    expect(leaving.textContent).toBe('Taking you to your bank to confirm the payment…');
    expect(screen.queryByRole('button', { name: /Place order|Placing/ })).toBeNull();
    expect(env.history.at(-1)).toBe('/checkout/review');
  });

  it('a pending payment opens the complete page; an incomplete checkout the delivery step', async () => {
    const pending = review(() => ({
      status: 202,
      body: { ...PAID, status: 'AWAITING_PAYMENT', code: 'PENDING' },
    }));
    await agreeAndPlace();
    await waitFor(() =>
      expect(pending.env.history.at(-1)).toBe('/complete?orderReference=7KQ4M-2XD9B'),
    );
    cleanup();
    const incomplete = review(() => ({
      status: 409,
      code: 'CHECKOUT_INCOMPLETE',
      details: { missing: ['consumer'] },
    }));
    await agreeAndPlace();
    await waitFor(() => expect(incomplete.env.history.at(-1)).toBe('/checkout/shipping'));
  });

  it('a captcha the shopper could not complete is said, with the captcha’s own words', async () => {
    review(() => ({ status: 428, code: 'CAPTCHA_REQUIRED', details: { reason: 'missing' } }));
    await agreeAndPlace();
    expect(
      await screen.findByText('Please complete the check before you try your payment again.'),
    ).toBeTruthy();
  });

  it('a server failure is shown as code 500, the order left to place again', async () => {
    review(() => ({ status: 503, code: 'SERVICE_UNAVAILABLE' }));
    await agreeAndPlace();
    expect(await screen.findByText(/wasn’t placed \(code 500\)/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});

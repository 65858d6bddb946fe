// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { testSite } from '../../../platform/testing/site-fixture';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import type { LoadedSite } from '../../../platform/site/load-site';
import { IDEMPOTENCY_HEADER, SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import type { PaymentOption } from '../../../shared/domain/site';
import { forgetPayment } from '../store/payment-store';
import { fakeCheckoutShop, shippedCart, type Answer } from '../testing/fake-checkout-shop';
import { CheckoutPage } from './checkout-page';

/**
 * The wallets on a browser whose Payment Request API can pay with Google Pay but not Apple Pay
 * (a stand-in for the browser's API, this test's only): Google Pay is offered, Apple Pay is
 * not; its sheet opens from Place order and the token it gives pays the order.
 */
const option = (brandCode: string, logos: string[]): PaymentOption => ({
  brandCode,
  logos,
  inTestMode: false,
  expressPayment: false,
  showAtPaymentStep: true,
});
const site: LoadedSite = {
  ...testSite,
  config: {
    ...testSite.config,
    paymentOptions: [
      option('creditcard', ['visa']),
      option('googlepay', ['google-pay']),
      option('applepay', ['apple-pay']),
    ],
  },
};

const TOKEN = '{"protocolVersion":"ECv2","signature":"MEQCIG…","signedMessage":"{}"}';
/** Google's PaymentData as the sheet answers it (trimmed) */
const googleAnswer = (): Promise<unknown> =>
  Promise.resolve({
    paymentMethodData: {
      info: { cardNetwork: 'VISA' },
      tokenizationData: { type: 'PAYMENT_GATEWAY', token: TOKEN },
    },
  });
const sheet = {
  /** what the next show() answers: the wallet's details, or how the sheet failed */
  answer: googleAnswer,
  shown: [] as PaymentDetailsInit[],
  completed: [] as string[],
};

class BrowserPaymentRequest {
  constructor(
    private readonly methods: PaymentMethodData[],
    private readonly details: PaymentDetailsInit,
  ) {}
  async canMakePayment() {
    return this.methods[0]!.supportedMethods === 'https://google.com/pay';
  }
  async show() {
    sheet.shown.push(this.details);
    const details = await sheet.answer();
    return {
      details,
      complete: async (result: string) => {
        sheet.completed.push(result);
      },
    };
  }
}

const PAID = { orderReference: '7KQ4M-2XD9B', status: 'PAID', total: 12395, currency: 'GBP' };

function open(pay: () => Answer = () => ({ status: 200, body: PAID })) {
  const cart = shippedCart();
  const shop = fakeCheckoutShop({
    cart,
    write: (call) => (call.path === '/api/checkout/payment' ? pay() : cart),
  });
  const env = createTestEnvironment({ path: '/checkout/payment', site });
  render(<Route path="/checkout/:step?" component={CheckoutPage} />, { wrapper: env.wrapper });
  const payments = () => shop.calls.filter((call) => call.path === '/api/checkout/payment');
  return { env, payments };
}

const SLOW = { timeout: 5000 };

async function chooseGooglePayAndPlace(env: { history: string[] }) {
  fireEvent.click(await screen.findByRole('radio', { name: 'Google Pay' }, SLOW));
  fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }));
  await waitFor(() => expect(env.history.at(-1)).toBe('/checkout/review'));
  const place = await screen.findByRole('button', { name: 'Place order' }, SLOW);
  fireEvent.click(
    screen.getByRole('checkbox', { name: 'I accept the terms and conditions of sale.' }),
  );
  fireEvent.click(screen.getByRole('checkbox', { name: 'I have read the privacy policy.' }));
  fireEvent.click(place);
}

beforeAll(async () => {
  vi.stubGlobal('PaymentRequest', BrowserPaymentRequest);
  await Promise.all([import('./payment-step'), import('./review-step')]);
}, 60_000);
beforeEach(() => {
  sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1');
  sheet.answer = googleAnswer;
  sheet.shown.length = 0;
  sheet.completed.length = 0;
});
afterEach(() => {
  cleanup();
  forgetPayment();
  sessionStorage.clear();
});

describe('the wallets', () => {
  it('offers only the wallet the browser can pay with, saying what Place order will do', async () => {
    open();
    const methods = await screen.findByRole('group', { name: 'Payment method' }, SLOW);
    await within(methods).findByRole('radio', { name: 'Google Pay' }, SLOW);
    expect(within(methods).queryByRole('radio', { name: 'Apple Pay' })).toBeNull();
    fireEvent.click(within(methods).getByRole('radio', { name: 'Google Pay' }));
    expect(
      screen.getByText('When you place your order, Google Pay opens', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Billing address' })).toBeTruthy();
  });

  it('Place order opens the sheet with the total; its token pays the order, the sheet told', async () => {
    const { env, payments } = open();
    await chooseGooglePayAndPlace(env);
    await waitFor(() => expect(env.history.at(-1)).toBe('/complete?orderReference=7KQ4M-2XD9B'));
    expect(sheet.shown.map((details) => details.total.amount)).toEqual([
      { currency: 'GBP', value: '123.95' },
    ]);
    expect(payments().map((call) => call.body)).toEqual([
      {
        paymentMethod: 'googlepay',
        walletToken: TOKEN,
        cardNetwork: 'VISA',
        expectedTotal: 12395,
        agreements: ['terms-and-conditions', 'privacy'],
      },
    ]);
    expect(sheet.completed).toEqual(['success']);
  });

  it('the sheet closed by the shopper: nothing sent, nothing said, Place order again', async () => {
    sheet.answer = () => Promise.reject(new DOMException('closed', 'AbortError'));
    const { env, payments } = open();
    await chooseGooglePayAndPlace(env);
    await waitFor(() => expect(sheet.shown).toHaveLength(1));
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    expect(payments()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a token the provider refuses: the sheet told, back to the payment choice saying so', async () => {
    sheet.answer = () =>
      Promise.resolve({ paymentMethodData: { tokenizationData: { token: TOKEN } } });
    const { env } = open(() => ({ status: 422, code: 'WALLET_TOKEN_INVALID' }));
    await chooseGooglePayAndPlace(env);
    await waitFor(() => expect(env.history.at(-1)).toBe('/checkout/payment'));
    expect(
      await screen.findByText(/Your wallet couldn’t complete this payment/, {}, SLOW),
    ).toBeTruthy();
    expect(sheet.completed).toEqual(['fail']);
  });

  it('a lost connection: the same token and key sent again, without opening the sheet again', async () => {
    let lost = true;
    const { env, payments } = open(() => {
      if (!lost) return { status: 200, body: PAID };
      lost = false;
      return 'network-failure';
    });
    await chooseGooglePayAndPlace(env);
    expect(await screen.findByText(/Placing your order needs a connection/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(env.history.at(-1)).toBe('/complete?orderReference=7KQ4M-2XD9B'));
    expect(sheet.shown).toHaveLength(1);
    const [first, second] = payments();
    expect(second!.body).toEqual(first!.body);
    expect(second!.headers[IDEMPOTENCY_HEADER]).toBe(first!.headers[IDEMPOTENCY_HEADER]);
  });

  it('a sheet that cannot open: said on the review, nothing sent', async () => {
    sheet.answer = () => Promise.reject(new DOMException('no wallet', 'NotSupportedError'));
    const { env, payments } = open();
    await chooseGooglePayAndPlace(env);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Your wallet couldn’t open this payment. Please try again or choose another way to pay.',
    );
    expect(payments()).toEqual([]);
  });
});

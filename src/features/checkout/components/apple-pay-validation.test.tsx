// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { testSite } from '../../../platform/testing/site-fixture';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import type { LoadedSite } from '../../../platform/site/load-site';
import { SESSION_STORAGE_KEY } from '../../../shared/api/paths';
import type { PaymentOption } from '../../../shared/domain/site';
import { forgetPayment } from '../store/payment-store';
import { fakeCheckoutShop, shippedCart, type Answer } from '../testing/fake-checkout-shop';
import { CheckoutPage } from './checkout-page';

/**
 * Apple Pay on Safari (a stand-in for its Payment Request API, this test's only): the sheet
 * fires merchantvalidation and opens only once the event is completed with a merchant session,
 * which the checkout asks the shop for (POST /api/checkout/apple-pay/session).
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
    paymentOptions: [option('creditcard', ['visa']), option('applepay', ['apple-pay'])],
  },
};

const VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
const MERCHANT_SESSION = {
  epochTimestamp: 1_760_000_000_000,
  expiresAt: 1_760_000_300_000,
  merchantSessionIdentifier: 'SSH0123_ABCD',
  nonce: '5c1d8a2f',
  merchantIdentifier: 'ABCD',
  domainName: 'shop.test',
  displayName: 'Vitrine',
  signature: '3080',
};
const PAYMENT_DATA = { version: 'EC_v1', data: 'ZGF0YQ==', signature: 'c2ln', header: {} };
const sheet = { sessions: [] as unknown[], completed: [] as string[] };

class SafariPaymentRequest {
  onmerchantvalidation: ((event: Event) => void) | null = null;
  constructor(private readonly methods: PaymentMethodData[]) {}
  async canMakePayment() {
    return this.methods[0]!.supportedMethods === 'https://apple.com/apple-pay';
  }
  async show() {
    let given: Promise<unknown> | undefined;
    this.onmerchantvalidation?.(
      Object.assign(new Event('merchantvalidation'), {
        methodName: 'https://apple.com/apple-pay',
        validationURL: VALIDATION_URL,
        complete: (session: Promise<unknown>) => {
          given = session;
        },
      }),
    );
    if (!given) throw new DOMException('The merchant was not validated', 'AbortError');
    try {
      sheet.sessions.push(await given);
    } catch {
      throw new DOMException('Merchant validation failed', 'AbortError');
    }
    return {
      details: { token: { paymentData: PAYMENT_DATA } },
      complete: async (result: string) => {
        sheet.completed.push(result);
      },
    };
  }
}

const PAID = { orderReference: '7KQ4M-2XD9B', status: 'PAID', total: 12395, currency: 'GBP' };
const SLOW = { timeout: 5000 };

function open(session: () => Answer) {
  const cart = shippedCart();
  const shop = fakeCheckoutShop({
    cart,
    write: (call) => {
      if (call.path === '/api/checkout/apple-pay/session') return session();
      if (call.path === '/api/checkout/payment') return { status: 200, body: PAID };
      return cart;
    },
  });
  const env = createTestEnvironment({ path: '/checkout/payment', site });
  render(<Route path="/checkout/:step?" component={CheckoutPage} />, { wrapper: env.wrapper });
  const calls = (path: string) => shop.calls.filter((call) => call.path === path);
  return { env, calls };
}

async function chooseApplePayAndPlace(env: { history: string[] }) {
  fireEvent.click(await screen.findByRole('radio', { name: 'Apple Pay' }, SLOW));
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
  vi.stubGlobal('PaymentRequest', SafariPaymentRequest);
  await Promise.all([import('./payment-step'), import('./review-step')]);
}, 60_000);
beforeEach(() => {
  sessionStorage.setItem(SESSION_STORAGE_KEY, 'session-1');
  sheet.sessions.length = 0;
  sheet.completed.length = 0;
});
afterEach(() => {
  cleanup();
  forgetPayment();
  sessionStorage.clear();
});

describe('Apple Pay’s merchant validation', () => {
  it('the shop’s merchant session opens the sheet, whose token pays the order', async () => {
    const { env, calls } = open(() => ({ status: 200, body: MERCHANT_SESSION }));
    await chooseApplePayAndPlace(env);
    await waitFor(() => expect(env.history.at(-1)).toBe('/complete?orderReference=7KQ4M-2XD9B'));
    expect(calls('/api/checkout/apple-pay/session').map((call) => call.method)).toEqual(['POST']);
    expect(sheet.sessions).toEqual([MERCHANT_SESSION]);
    const [payment] = calls('/api/checkout/payment');
    expect(payment!.body).toMatchObject({ paymentMethod: 'applepay' });
    expect(sheet.completed).toEqual(['success']);
  });

  it('a session the shop cannot give closes the sheet: the wallet’s error, nothing paid', async () => {
    const { env, calls } = open(() => ({ status: 503, code: 'SERVICE_UNAVAILABLE' }));
    await chooseApplePayAndPlace(env);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveProperty(
      'textContent',
      'Your wallet couldn’t open this payment. Please try again or choose another way to pay.',
    );
    expect(calls('/api/checkout/apple-pay/session')).toHaveLength(1);
    expect(calls('/api/checkout/payment')).toEqual([]);
    expect(sheet.sessions).toEqual([]);
  });
});

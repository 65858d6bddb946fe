// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MerchantValidationError,
  payWithWallet,
  walletTokenOf,
  WalletTokenMissingError,
} from './wallet-payment';
import type { WalletOrder } from './wallet-request';

const ORDER: WalletOrder = {
  countryCode: 'AE',
  currency: 'AED',
  total: 450,
  totalLabel: 'الإجمالي',
  merchantAccount: 'vitrine-ae',
};

// the shapes the wallets answer with (Google's PaymentData, Apple's ApplePayPayment), trimmed
const GOOGLE_TOKEN = '{"protocolVersion":"ECv2","signature":"MEQ…"}';
const googleDetails = {
  apiVersion: 2,
  paymentMethodData: {
    type: 'CARD',
    description: 'Visa •••• 1111',
    info: { cardNetwork: 'VISA', cardDetails: '1111' },
    tokenizationData: { type: 'PAYMENT_GATEWAY', token: GOOGLE_TOKEN },
  },
};
const applePaymentData = { version: 'EC_v1', data: 'ZGF0YQ==', signature: 'c2ln', header: {} };
const appleDetails = {
  token: {
    paymentData: applePaymentData,
    paymentMethod: { displayName: 'Visa 1111', network: 'Visa', type: 'debit' },
    transactionIdentifier: 'T1',
  },
};

describe('the token in a wallet’s answer', () => {
  it('Google Pay: the tokenization token as given, with the card network', () => {
    expect(walletTokenOf('googlepay', googleDetails)).toEqual({
      walletToken: GOOGLE_TOKEN,
      cardNetwork: 'VISA',
    });
  });

  it('Apple Pay: the payment data as JSON, base64-encoded', () => {
    const token = walletTokenOf('applepay', appleDetails)!;
    expect(JSON.parse(atob(token.walletToken))).toEqual(applePaymentData);
    expect(token.cardNetwork).toBeUndefined();
  });

  it('none in an answer without one', () => {
    expect(walletTokenOf('googlepay', { paymentMethodData: { tokenizationData: {} } })).toBeNull();
    expect(walletTokenOf('applepay', { token: { paymentData: 'x' } })).toBeNull();
    expect(walletTokenOf('applepay', undefined)).toBeNull();
  });
});

/** A browser whose sheet answers `show` with `shown` (a response's details, or a rejection). */
function sheetAnswering(shown: () => Promise<unknown>) {
  const complete = vi.fn(async () => undefined);
  const requests: PaymentDetailsInit[] = [];
  vi.stubGlobal(
    'PaymentRequest',
    class {
      constructor(_methods: PaymentMethodData[], details: PaymentDetailsInit) {
        requests.push(details);
      }
      async show() {
        return { details: await shown(), complete };
      }
    },
  );
  return { complete, requests };
}

afterEach(() => vi.unstubAllGlobals());

describe('paying with a wallet', () => {
  it('opens the sheet with the total and gives its token; complete closes the sheet', async () => {
    const { complete, requests } = sheetAnswering(async () => googleDetails);
    const payment = await payWithWallet('googlepay', ORDER);
    // AED counts whole dirhams on the AE site (spec §9)
    expect(requests[0]!.total.amount).toEqual({ currency: 'AED', value: '450' });
    expect(payment).toMatchObject({ walletToken: GOOGLE_TOKEN, cardNetwork: 'VISA' });
    await payment!.complete('success');
    expect(complete).toHaveBeenCalledWith('success');
  });

  it('the shopper closing the sheet is no payment and no error', async () => {
    sheetAnswering(() => Promise.reject(new DOMException('closed', 'AbortError')));
    expect(await payWithWallet('applepay', ORDER)).toBeNull();
  });

  it('a sheet that fails or gives no token is an error, the sheet closed as failed', async () => {
    sheetAnswering(() => Promise.reject(new DOMException('no wallet', 'NotSupportedError')));
    await expect(payWithWallet('googlepay', ORDER)).rejects.toThrow('no wallet');
    const { complete } = sheetAnswering(async () => ({}));
    await expect(payWithWallet('googlepay', ORDER)).rejects.toBeInstanceOf(WalletTokenMissingError);
    expect(complete).toHaveBeenCalledWith('fail');
    vi.stubGlobal('PaymentRequest', undefined);
    await expect(payWithWallet('googlepay', ORDER)).rejects.toThrow();
  });
});

const VALIDATION_URL = 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession';
const MERCHANT_SESSION = {
  epochTimestamp: 1_760_000_000_000,
  expiresAt: 1_760_000_300_000,
  merchantSessionIdentifier: 'SSH0123_ABCD',
  nonce: '5c1d8a2f',
  merchantIdentifier: 'ABCD',
  domainName: 'shop.example',
  displayName: 'Vitrine',
  signature: '3080',
};

/**
 * Safari's Payment Request as far as merchant validation goes: for Apple Pay, show() fires
 * merchantvalidation on the request and aborts the sheet unless the event is completed with a
 * merchant session; the session given, the sheet answers `details`.
 */
function safariSheet(details: unknown) {
  const sheet = {
    events: [] as Array<{ methodName: string; validationURL: string }>,
    sessions: [] as unknown[],
    complete: vi.fn(async () => undefined),
  };
  class SafariPaymentRequest extends EventTarget {
    onmerchantvalidation: ((event: Event) => void) | null = null;
    constructor(private readonly methods: PaymentMethodData[]) {
      super();
    }
    async show() {
      const methodName = this.methods[0]!.supportedMethods;
      if (methodName === 'https://apple.com/apple-pay') {
        let given: Promise<unknown> | undefined;
        const event = Object.assign(new Event('merchantvalidation'), {
          methodName,
          validationURL: VALIDATION_URL,
          complete: (session: Promise<unknown>) => {
            given = session;
          },
        });
        sheet.events.push({ methodName, validationURL: VALIDATION_URL });
        this.onmerchantvalidation?.(event);
        if (!given) throw new DOMException('The merchant was not validated', 'AbortError');
        try {
          sheet.sessions.push(await given);
        } catch {
          throw new DOMException('Merchant validation failed', 'AbortError');
        }
      }
      return { details, complete: sheet.complete };
    }
  }
  vi.stubGlobal('PaymentRequest', SafariPaymentRequest);
  return sheet;
}

describe('Apple Pay’s merchant validation', () => {
  it('completes the event with the session fetched for its validation URL, then pays', async () => {
    const sheet = safariSheet(appleDetails);
    const fetched: string[] = [];
    const payment = await payWithWallet('applepay', ORDER, async (validationURL) => {
      fetched.push(validationURL);
      return MERCHANT_SESSION;
    });
    expect(sheet.events).toEqual([
      { methodName: 'https://apple.com/apple-pay', validationURL: VALIDATION_URL },
    ]);
    expect(fetched).toEqual([VALIDATION_URL]);
    expect(sheet.sessions).toEqual([MERCHANT_SESSION]);
    expect(JSON.parse(atob(payment!.walletToken))).toEqual(applePaymentData);
  });

  it('a session that cannot be had closes the sheet: an error, not the shopper closing it', async () => {
    const sheet = safariSheet(appleDetails);
    const refused = new Error('503 SERVICE_UNAVAILABLE');
    const attempt = payWithWallet('applepay', ORDER, () => Promise.reject(refused));
    await expect(attempt).rejects.toBeInstanceOf(MerchantValidationError);
    await expect(attempt).rejects.toHaveProperty('cause', refused);
    expect(sheet.sessions).toEqual([]);
    expect(sheet.complete).not.toHaveBeenCalled();
  });

  it('without a way to fetch a session, the event is still answered and the attempt fails', async () => {
    safariSheet(appleDetails);
    await expect(payWithWallet('applepay', ORDER)).rejects.toBeInstanceOf(MerchantValidationError);
  });

  it('Google Pay has no such step: the session source is never asked', async () => {
    const sheet = safariSheet(googleDetails);
    const source = vi.fn(async () => MERCHANT_SESSION);
    const payment = await payWithWallet('googlepay', ORDER, source);
    expect(source).not.toHaveBeenCalled();
    expect(sheet.events).toEqual([]);
    expect(payment).toMatchObject({ walletToken: GOOGLE_TOKEN });
  });
});

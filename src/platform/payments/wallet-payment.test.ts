// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payWithWallet, walletTokenOf, WalletTokenMissingError } from './wallet-payment';
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

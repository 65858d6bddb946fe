// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletOrder } from './wallet-request';

const ORDER: WalletOrder = {
  countryCode: 'GB',
  currency: 'GBP',
  total: 12395,
  totalLabel: 'Total',
  merchantAccount: 'vitrine-gb',
};

/** The requests the page built: their method data and details, as the browser received them. */
const built: Array<{ methods: PaymentMethodData[]; details: PaymentDetailsInit }> = [];

/** A browser whose Payment Request API answers canMakePayment with `answer`. */
function browserAnswering(answer: () => Promise<boolean>) {
  vi.stubGlobal(
    'PaymentRequest',
    class {
      constructor(methods: PaymentMethodData[], details: PaymentDetailsInit) {
        built.push({ methods, details });
      }
      canMakePayment() {
        return answer();
      }
    },
  );
}

/** The module afresh: it asks each wallet once per page. */
const load = async () => (await import('./wallet-availability')).canPayWithWallet;

beforeEach(() => {
  vi.resetModules();
  built.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('whether a wallet is shown', () => {
  it('hidden where the browser has no Payment Request API', async () => {
    vi.stubGlobal('PaymentRequest', undefined);
    const canPay = await load();
    expect(await canPay('googlepay', ORDER)).toBe(false);
    expect(await canPay('applepay', ORDER)).toBe(false);
  });

  it('hidden where the browser says it cannot pay with it', async () => {
    browserAnswering(async () => false);
    expect(await (await load())('googlepay', ORDER)).toBe(false);
  });

  it('shown where the browser says it can, asked for that wallet alone with the total', async () => {
    browserAnswering(async () => true);
    const canPay = await load();
    expect(await canPay('googlepay', ORDER)).toBe(true);
    expect(await canPay('applepay', ORDER)).toBe(true);
    expect(built.map(({ methods }) => methods.map((method) => method.supportedMethods))).toEqual([
      ['https://google.com/pay'],
      ['https://apple.com/apple-pay'],
    ]);
    expect(built[0]!.details.total).toEqual({
      label: 'Total',
      amount: { currency: 'GBP', value: '123.95' },
    });
  });

  it('hidden where building the request or asking throws', async () => {
    vi.stubGlobal(
      'PaymentRequest',
      class {
        constructor() {
          throw new DOMException('no secure context', 'SecurityError');
        }
      },
    );
    expect(await (await load())('googlepay', ORDER)).toBe(false);
    vi.resetModules();
    browserAnswering(() => Promise.reject(new DOMException('too many checks', 'NotAllowedError')));
    expect(await (await load())('applepay', ORDER)).toBe(false);
  });

  it('asks each wallet once per page', async () => {
    const answer = vi.fn(async () => true);
    browserAnswering(answer);
    const canPay = await load();
    await canPay('googlepay', ORDER);
    await canPay('googlepay', ORDER);
    expect(answer).toHaveBeenCalledTimes(1);
  });
});

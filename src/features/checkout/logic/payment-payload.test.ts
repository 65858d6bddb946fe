import { describe, expect, it } from 'vitest';
import type { PaymentOption } from '../../../shared/domain/site';
import { paymentBody } from './payment-payload';
import { offeredPaymentOptions } from './payment-options';

const encrypted = {
  encryptedCardNumber: 'vtr1$k$n',
  encryptedExpiryMonth: 'vtr1$k$m',
  encryptedExpiryYear: 'vtr1$k$y',
  encryptedSecurityCode: 'vtr1$k$c',
};
const summary = { brand: 'visa', lastFour: '1111', expiryMonth: 3, expiryYear: 2030 };

describe('the payment payload', () => {
  it('a new card: its encrypted fields, the holder and storeCard only when asked', () => {
    const card = {
      kind: 'new' as const,
      encrypted,
      holderName: 'Ada',
      storeCard: true,
      ...summary,
    };
    expect(paymentBody({ brandCode: 'creditcard', card }, 12395, ['terms'])).toEqual({
      paymentMethod: 'creditcard',
      card: encrypted,
      holderName: 'Ada',
      storeCard: true,
      expectedTotal: 12395,
      agreements: ['terms'],
    });
    const plain = { ...card, holderName: '', storeCard: false };
    expect(paymentBody({ brandCode: 'creditcard', card: plain }, 500, [])).toEqual({
      paymentMethod: 'creditcard',
      card: encrypted,
      expectedTotal: 500,
      agreements: [],
    });
  });

  it('a stored card: its id alone', () => {
    const card = { kind: 'stored' as const, id: 'SPM1', ...summary };
    expect(paymentBody({ brandCode: 'creditcard', card }, 100, ['a'])).toEqual({
      paymentMethod: 'creditcard',
      card: { storedPaymentMethodId: 'SPM1' },
      expectedTotal: 100,
      agreements: ['a'],
    });
  });
});

describe('the payment payload of the other methods', () => {
  it('PayPal, iDEAL and Alipay: the method alone, with the total and agreements', () => {
    for (const brandCode of ['paypal', 'ideal', 'alipay'] as const)
      expect(paymentBody({ brandCode }, 4500, ['terms'])).toEqual({
        paymentMethod: brandCode,
        expectedTotal: 4500,
        agreements: ['terms'],
      });
  });

  it('a wallet: its token and the card network it named, an empty one left out', () => {
    expect(
      paymentBody(
        { brandCode: 'googlepay', walletToken: '{"protocolVersion":"ECv2"}', cardNetwork: 'VISA' },
        450,
        ['terms', 'privacy'],
      ),
    ).toEqual({
      paymentMethod: 'googlepay',
      walletToken: '{"protocolVersion":"ECv2"}',
      cardNetwork: 'VISA',
      expectedTotal: 450,
      agreements: ['terms', 'privacy'],
    });
    expect(
      paymentBody(
        { brandCode: 'applepay', walletToken: 'eyJ2ZXJzaW9uIjoiRUNfdjEifQ==', cardNetwork: '' },
        450,
        [],
      ),
    ).toEqual({
      paymentMethod: 'applepay',
      walletToken: 'eyJ2ZXJzaW9uIjoiRUNfdjEifQ==',
      expectedTotal: 450,
      agreements: [],
    });
  });
});

describe('the payment options offered', () => {
  const option = (brandCode: string, more: Partial<PaymentOption> = {}): PaymentOption => ({
    brandCode,
    logos: [],
    inTestMode: false,
    expressPayment: false,
    showAtPaymentStep: true,
    ...more,
  });
  const options = [
    option('creditcard'),
    option('paypal', { expressPayment: true }),
    option('ideal', { inTestMode: true }),
    option('applepay', { showAtPaymentStep: false }),
  ];
  const built = new Set(['creditcard', 'ideal', 'applepay']);
  const hasPanel = (code: string) => built.has(code);

  it('those with a panel, for the payment step, test-mode ones only when asked', () => {
    const codes = (showTestPayments: boolean) =>
      offeredPaymentOptions(options, { showTestPayments, hasPanel }).map((o) => o.brandCode);
    expect(codes(false)).toEqual(['creditcard']);
    expect(codes(true)).toEqual(['creditcard', 'ideal']);
  });

  it('a wallet only where the browser can pay with it', () => {
    const shown = [option('creditcard'), option('googlepay'), option('applepay')];
    const all = () => true;
    const codes = (canPay: (code: string) => boolean) =>
      offeredPaymentOptions(shown, { showTestPayments: false, hasPanel: all, canPay }).map(
        (o) => o.brandCode,
      );
    expect(codes((code) => code !== 'googlepay' && code !== 'applepay')).toEqual(['creditcard']);
    expect(codes((code) => code !== 'applepay')).toEqual(['creditcard', 'googlepay']);
  });
});

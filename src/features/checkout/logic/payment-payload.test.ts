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
});

/**
 * A payment made on one of the provider's pages (PayPal's approval, the iDEAL bank, Alipay):
 * it waits for the shopper (RedirectShopper) until they answer the page. Each method settles
 * only its currencies (test-payers.ts): PayPal not AED, iDEAL only euros.
 */
import { ApiError } from '../../shared/api/api-error';
import type { PaymentRequest } from '../../shared/payments/provider-api';
import type { PaymentMethod } from '../../shared/payments/provider-methods-api';
import { badRequest } from '../http/api-error';
import type { PaymentDraft } from './payment-draft';
import { isTestBank, METHOD_CURRENCIES, testPayer } from './test-payers';

type PageMethod = Extract<PaymentMethod, { type: 'paypal' | 'ideal' | 'alipay' }>;

const NAMES = { paypal: 'PayPal', ideal: 'iDEAL', alipay: 'Alipay' } as const;

export function draftPagePayment(request: PaymentRequest, method: PageMethod): PaymentDraft {
  const { currency } = request.amount;
  if (METHOD_CURRENCIES[method.type]?.has(currency) === false)
    throw new ApiError(
      422,
      'PAYMENT_METHOD_UNAVAILABLE',
      `${NAMES[method.type]} does not take payments in ${currency}`,
    );
  const waiting = {
    status: 'RedirectShopper',
    paymentMethod: method.type,
    brand: method.type,
    page: true,
  } as const;
  switch (method.type) {
    case 'paypal': {
      const express = method.subtype === 'express';
      const payer = testPayer(request.countryCode);
      // express: the payer picks one of their saved addresses; else PayPal shows the shop's
      const addresses = express
        ? [...payer.addresses]
        : [request.deliveryAddress ?? payer.addresses[0]];
      const { firstName, lastName, email, telephoneNumber } = payer;
      return {
        ...waiting,
        methodData: {
          kind: 'paypal',
          express,
          payer: { firstName, lastName, email, telephoneNumber },
          addresses,
        },
      };
    }
    case 'ideal':
      if (method.issuer !== undefined && !isTestBank(method.issuer))
        throw badRequest('issuer is not one of the test banks');
      return {
        ...waiting,
        methodData: { kind: 'ideal', ...(method.issuer ? { issuer: method.issuer } : {}) },
      };
    case 'alipay':
      return waiting;
  }
}

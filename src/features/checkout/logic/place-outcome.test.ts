import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { outcomeOfError, outcomeOfPlaced } from './place-outcome';

const placed = { orderReference: '7KQ4M-2XD9B', total: 12395, currency: 'GBP' };
const error = (status: number, code: string, details?: unknown) =>
  outcomeOfError(new ApiError(status, code as never, code, details));

describe('what placing an order leads to', () => {
  it('paid or pending: the complete page; a provider’s action: its page', () => {
    expect(outcomeOfPlaced({ ...placed, status: 'PAID' })).toEqual({
      kind: 'complete',
      orderReference: '7KQ4M-2XD9B',
    });
    expect(outcomeOfPlaced({ ...placed, status: 'AWAITING_PAYMENT', code: 'PENDING' })).toEqual({
      kind: 'complete',
      orderReference: '7KQ4M-2XD9B',
    });
    const action = {
      type: 'redirect' as const,
      paymentMethodType: 'scheme' as const,
      url: '/pay/v1/challenge/x',
      method: 'GET' as const,
    };
    expect(outcomeOfPlaced({ ...placed, status: 'AWAITING_PAYMENT', action })).toEqual({
      kind: 'redirect',
      action,
    });
    // Alipay's page takes a form POST of its data: the action is followed as given
    const alipay = {
      type: 'redirect' as const,
      paymentMethodType: 'alipay' as const,
      url: '/pay/v1/alipay',
      method: 'POST' as const,
      data: { paymentId: 'AP1' },
    };
    expect(outcomeOfPlaced({ ...placed, status: 'AWAITING_PAYMENT', action: alipay })).toEqual({
      kind: 'redirect',
      action: alipay,
    });
  });

  it('a refusal says why in the shopper’s terms', () => {
    expect(error(422, 'ADRESULT_REFUSED', { refusalReason: 'Refused' })).toEqual({
      kind: 'refused',
      notice: 'REFUSED',
    });
    expect(error(422, 'ADRESULT_REFUSED', { refusalReason: 'Not enough balance' })).toEqual({
      kind: 'refused',
      notice: 'REFUSED_FUNDS',
    });
    expect(error(422, 'ADRESULT_REFUSED', { refusalReason: '3D Not Authenticated' })).toEqual({
      kind: 'refused',
      notice: 'REFUSED_3DS',
    });
    expect(error(422, 'PREAUTH_FAILED')).toEqual({ kind: 'refused', notice: 'PREAUTH_FAILED' });
  });

  it('card data the provider cannot use: the card given again, nothing counted', () => {
    for (const code of ['CARD_DATA_UNREADABLE', 'CARD_KEY_UNKNOWN', 'CARD_NUMBER_INVALID'])
      expect(error(422, code)).toEqual({ kind: 'card-again', notice: 'CARD_AGAIN' });
    expect(error(404, 'STORED_CARD_UNKNOWN')).toEqual({
      kind: 'card-again',
      notice: 'STORED_CARD_UNKNOWN',
    });
    expect(error(422, 'REDIRECT_RESULT_INVALID')).toEqual({
      kind: 'card-again',
      notice: 'CHALLENGE_INVALID',
    });
  });

  it('a method the order cannot be paid with, or a wallet token refused: choose again', () => {
    expect(error(422, 'PAYMENT_METHOD_UNAVAILABLE')).toEqual({
      kind: 'card-again',
      notice: 'METHOD_UNAVAILABLE',
    });
    expect(error(422, 'WALLET_TOKEN_INVALID')).toEqual({
      kind: 'card-again',
      notice: 'WALLET_REFUSED',
    });
  });

  it('the checkout or the bag to look at again, or a message where the shopper is', () => {
    expect(error(409, 'PRICE_CHANGED', { total: 13000, currency: 'GBP' })).toEqual({
      kind: 'price-changed',
      total: 13000,
      currency: 'GBP',
    });
    expect(error(409, 'CHECKOUT_INCOMPLETE', { missing: ['shipping'] })).toEqual({ kind: 'step' });
    expect(error(409, 'TAX_NOT_CALCULATED', { taxStatus: 'PENDING' })).toEqual({ kind: 'step' });
    expect(error(409, 'UNAVAILABLE_ITEMS')).toEqual({ kind: 'bag' });
    expect(error(409, 'VOUCHER_EXPIRED')).toEqual({ kind: 'bag' });
    expect(error(0, 'xhr-network-error')).toEqual({ kind: 'message', message: 'OFFLINE' });
    expect(error(503, 'SERVICE_UNAVAILABLE')).toEqual({ kind: 'message', message: 'SERVER' });
    expect(error(500, 'INTERNAL')).toEqual({ kind: 'message', message: 'SERVER' });
    expect(error(409, 'ORDER_IN_PROGRESS')).toEqual({ kind: 'message', message: 'IN_PROGRESS' });
    expect(error(429, 'EXCEEDED_MAX_ATTEMPTS')).toEqual({ kind: 'message', message: 'TOO_MANY' });
    expect(error(422, 'AGREEMENTS_REQUIRED')).toEqual({ kind: 'message', message: 'AGREEMENTS' });
    expect(error(428, 'CAPTCHA_CANCELLED')).toEqual({
      kind: 'message',
      message: 'CAPTCHA_CANCELLED',
    });
    expect(error(428, 'CAPTCHA_REQUIRED')).toEqual({
      kind: 'message',
      message: 'CAPTCHA_REQUIRED',
    });
    expect(outcomeOfError(new Error('odd'))).toEqual({ kind: 'message', message: 'GENERIC' });
  });
});

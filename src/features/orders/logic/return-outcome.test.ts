import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { outcomeOfAnswer, outcomeOfFailure } from './return-outcome';

const failure = (status: number, code: string, details?: unknown) =>
  outcomeOfFailure(new ApiError(status, code as never, code, details));

describe('the answer to a payment return', () => {
  it('paid, pending, or refused by its order’s status', () => {
    const placed = { orderReference: 'R', total: 1, currency: 'GBP' };
    expect(outcomeOfAnswer({ ...placed, status: 'PAID' })).toEqual({ kind: 'paid' });
    expect(outcomeOfAnswer({ ...placed, status: 'AWAITING_PAYMENT', code: 'PENDING' })).toEqual({
      kind: 'pending',
    });
    expect(outcomeOfAnswer({ ...placed, status: 'CANCELLED' })).toMatchObject({ kind: 'refused' });
  });

  it('a refusal says whether the payment was declined, could not be taken, or its order was closed', () => {
    const refused = (details?: unknown) => failure(422, 'ADRESULT_REFUSED', details);
    expect(refused({ refusalReason: 'Cancelled by shopper' })).toEqual({
      kind: 'refused',
      reason: 'DECLINED',
    });
    expect(refused({ refusalReason: 'Cancelled' })).toMatchObject({ reason: 'CLOSED' });
    expect(refused({ orderReference: 'R' })).toMatchObject({ reason: 'CLOSED' });
    expect(failure(422, 'PREAUTH_FAILED')).toMatchObject({ reason: 'FAILED' });
  });

  it('the express order’s answers: its agreements, a new total, an address the shop cannot deliver to', () => {
    expect(failure(422, 'AGREEMENTS_REQUIRED')).toEqual({ kind: 'confirm' });
    expect(failure(409, 'PRICE_CHANGED', { total: 19195, currency: 'GBP' })).toEqual({
      kind: 'price-changed',
      total: 19195,
      currency: 'GBP',
    });
    expect(failure(409, 'PRICE_CHANGED')).toMatchObject({ kind: 'retry' });
    expect(failure(400, 'ADDRESS_INVALID')).toEqual({ kind: 'address' });
    expect(failure(422, 'UNABLE_TO_SHIP')).toEqual({ kind: 'address' });
  });

  it('a return the shop cannot use, one completed elsewhere, and what can be tried again', () => {
    for (const code of ['REDIRECT_RESULT_INVALID', 'EXPRESS_MISSING', 'BAD_REQUEST'])
      expect(failure(422, code)).toEqual({ kind: 'invalid' });
    for (const code of ['CONFLICT', 'ORDER_IN_PROGRESS', 'IDEMPOTENCY_KEY_REUSED'])
      expect(failure(409, code)).toEqual({ kind: 'in-progress' });
    expect(failure(404, 'ORDER_NOT_FOUND')).toEqual({ kind: 'not-found' });
    expect(failure(0, 'xhr-network-error')).toEqual({ kind: 'retry', reason: 'OFFLINE' });
    expect(failure(502, 'BAD_GATEWAY')).toEqual({ kind: 'retry', reason: 'SERVER' });
    expect(failure(429, 'EXCEEDED_MAX_ATTEMPTS')).toEqual({ kind: 'retry', reason: 'TOO_MANY' });
    expect(outcomeOfFailure(new Error('x'))).toEqual({ kind: 'retry', reason: 'GENERIC' });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { cartErrorLabel } from './cart-errors';

describe('cartErrorLabel', () => {
  it('tells a shopper over the rate limit to wait, not that the bag failed', () => {
    const error = new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests');
    expect(cartErrorLabel(error, 'WEB.CART.ERROR.ADD')).toBe('WEB.CART.ERROR.TOO-MANY-REQUESTS');
  });

  it('names a stock code and falls back to the action’s own message otherwise', () => {
    expect(cartErrorLabel(new ApiError(409, 'MAX_CART_QTY_EXCEEDED', 'full'))).toBe(
      'WEB.CART.ERROR.MAX-CART-QTY',
    );
    expect(cartErrorLabel(new ApiError(500, 'INTERNAL', 'x'), 'WEB.CART.ERROR.ADD')).toBe(
      'WEB.CART.ERROR.ADD',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { basketErrorLabel } from './basket-errors';
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

  it.each([
    ['MAX_LINE_ITEMS_EXCEEDED', 'WEB.CART.ERROR.MAX-LINE-ITEMS'],
    ['MAX_QTY_PER_ITEM_EXCEEDED', 'WEB.CART.ERROR.MAX-QTY-PER-ITEM'],
    ['STOCK_QUANTITY_EXCEEDED', 'WEB.CART.ERROR.STOCK-QUANTITY-EXCEEDED'],
    ['SECONDARY_VARIANT', 'WEB.CART.ERROR.SECONDARY-VARIANT'],
    ['UNAVAILABLE_ITEMS', 'WEB.CART.ERROR.UNAVAILABLE'],
  ] as const)('words %s with its own label', (code, label) => {
    expect(cartErrorLabel(new ApiError(409, code, 'x'))).toBe(label);
  });

  it('says a failure without an answer is the connection', () => {
    expect(cartErrorLabel(new ApiError(0, 'xhr-network-error', 'offline'))).toBe(
      'WEB.CART.ERROR.NETWORK',
    );
  });

  it.each([
    ['CART_NOT_FOUND', 'WEB.CART.ERROR.CART-NOT-FOUND'],
    ['VOUCHER_UNKNOWN', 'WEB.BASKET.VOUCHER.ERROR.UNKNOWN'],
    ['VOUCHER_EXPIRED', 'WEB.BASKET.VOUCHER.ERROR.EXPIRED'],
    ['VOUCHER_NOT_YET_VALID', 'WEB.BASKET.VOUCHER.ERROR.NOT-YET-VALID'],
    ['VOUCHER_MINIMUM_NOT_MET', 'WEB.BASKET.VOUCHER.ERROR.MINIMUM-NOT-MET'],
    ['VOUCHER_ALREADY_USED', 'WEB.BASKET.VOUCHER.ERROR.ALREADY-USED'],
  ] as const)('the basket words %s with its own label', (code, label) => {
    expect(basketErrorLabel(new ApiError(409, code, 'x'), 'WEB.BASKET.VOUCHER.ERROR.GENERIC')).toBe(
      label,
    );
  });

  it('the basket words the other codes as the cart does', () => {
    expect(
      basketErrorLabel(new ApiError(429, 'TOO_MANY_REQUESTS', 'x'), 'WEB.CART.ERROR.GENERIC'),
    ).toBe('WEB.CART.ERROR.TOO-MANY-REQUESTS');
    expect(
      basketErrorLabel(new ApiError(500, 'INTERNAL', 'x'), 'WEB.BASKET.VOUCHER.ERROR.GENERIC'),
    ).toBe('WEB.BASKET.VOUCHER.ERROR.GENERIC');
  });
});

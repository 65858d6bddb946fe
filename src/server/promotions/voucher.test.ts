import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/domain/errors';
import { priceCart } from './price-cart';
import { line, NOW, voucher } from './testing/builders';
import { evaluateVoucher, VOUCHER_ERROR_CODES } from './voucher';

const TEN_OFF = voucher(
  { component: 'BASKET', type: 'VALUE_OFF', amount: 1000 },
  { minimumBasket: 5000, singleUse: true },
);
const check = (extra: Partial<Parameters<typeof evaluateVoucher>[0]> = {}) =>
  evaluateVoucher({
    code: 'SAVE10',
    voucher: TEN_OFF,
    alreadyUsed: false,
    itemsTotal: 5000,
    now: NOW,
    ...extra,
  });

describe('evaluateVoucher', () => {
  it('applies a valid voucher', () => {
    expect(check()).toEqual({ status: 'APPLIED', code: 'SAVE10', voucher: TEN_OFF });
  });

  it.each([
    ['UNKNOWN', 'VOUCHER_UNKNOWN', { voucher: null }],
    ['NOT_YET_VALID', 'VOUCHER_NOT_YET_VALID', { now: TEN_OFF.validFrom - 1 }],
    ['EXPIRED', 'VOUCHER_EXPIRED', { now: TEN_OFF.validTo }],
    ['ALREADY_USED', 'VOUCHER_ALREADY_USED', { alreadyUsed: true }],
    ['MINIMUM_NOT_MET', 'VOUCHER_MINIMUM_NOT_MET', { itemsTotal: 4999 }],
  ] as const)('refuses %s with %s', (status, errorCode, extra) => {
    expect(check(extra)).toMatchObject({ status, errorCode, code: 'SAVE10' });
    expect(ERROR_CODES).toContain(errorCode);
  });

  it('is valid from validFrom (inclusive) to validTo (exclusive)', () => {
    expect(check({ now: TEN_OFF.validFrom }).status).toBe('APPLIED');
    expect(check({ now: TEN_OFF.validTo - 1 }).status).toBe('APPLIED');
  });

  it('lets a reusable voucher be used again, and one without a minimum apply to any basket', () => {
    const open = { ...TEN_OFF, singleUse: false, minimumBasket: undefined };
    expect(check({ voucher: open, alreadyUsed: true, itemsTotal: 1 }).status).toBe('APPLIED');
  });

  it('says the reason the shopper cannot fix before the minimum', () => {
    expect(check({ now: TEN_OFF.validTo, itemsTotal: 1 }).status).toBe('EXPIRED');
    expect(check({ alreadyUsed: true, itemsTotal: 1 }).status).toBe('ALREADY_USED');
  });

  it('maps every refusal to a server error code', () => {
    for (const code of Object.values(VOUCHER_ERROR_CODES)) expect(ERROR_CODES).toContain(code);
  });
});

describe('a voucher in the cart', () => {
  const price = (quantity: number, alreadyUsed = false) =>
    priceCart({
      lines: [line('a', 2500, quantity)],
      campaigns: [],
      voucher: { code: 'SAVE10', voucher: TEN_OFF, alreadyUsed },
      now: NOW,
    });

  it('takes its discount off when it applies', () => {
    const cart = price(2);
    expect(cart.voucher?.status).toBe('APPLIED');
    expect(cart.summary.totalDiscountProduct).toBe(1000);
    expect(cart.applied).toEqual([
      expect.objectContaining({ promotionId: 'v', campaignId: null, amount: 1000 }),
    ]);
  });

  it('takes nothing off and says why when it does not', () => {
    const below = price(1);
    expect(below.voucher).toMatchObject({ status: 'MINIMUM_NOT_MET' });
    expect(below.summary.totalDiscount).toBe(0);
    expect(price(2, true).summary.totalDiscount).toBe(0);
  });

  it('reports no outcome when the cart holds no voucher', () => {
    expect(priceCart({ lines: [line('a', 100)], campaigns: [], now: NOW }).voucher).toBeNull();
  });
});

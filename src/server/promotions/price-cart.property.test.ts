import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceCart } from './price-cart';
import {
  allGiftPrices,
  campaignsArb,
  discountArb,
  lineArb,
  linesArb,
  PRODUCTS,
  shippingArb,
} from './testing/arbitraries';
import { NOW, voucher } from './testing/builders';
import type { PricedCart } from './types';

const anyItems = fc.subarray(PRODUCTS);
const voucherArb = fc.option(
  discountArb.map((discount) => voucher(discount)),
  { nil: null },
);

const cartArb = fc
  .record({
    lines: linesArb,
    campaigns: campaignsArb(anyItems),
    shipping: shippingArb,
    voucher: voucherArb,
  })
  .map(({ campaigns, voucher: v, ...rest }) =>
    priceCart({
      ...rest,
      campaigns,
      voucher: v ? { code: v.code, voucher: v, alreadyUsed: false } : null,
      giftPrices: allGiftPrices(campaigns),
      now: NOW,
    }),
  );

const RUNS = { numRuns: 400 };
const allLines = (cart: PricedCart) => [...cart.lines, ...cart.giftLines];

describe('priceCart properties', () => {
  it('never makes a price, a discount or a total negative, nor raises a price', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        for (const l of allLines(cart)) {
          expect(l.total).toBeGreaterThanOrEqual(0);
          expect(l.total).toBeLessThanOrEqual(l.saleTotal);
          for (const d of l.discounts) expect(d.amount).toBeGreaterThan(0);
        }
        const s = cart.summary;
        expect(s.totalDiscountShipping).toBeGreaterThanOrEqual(0);
        expect(s.totalDiscountShipping).toBeLessThanOrEqual(s.deliveryCost);
        expect(s.totalCost).toBeGreaterThanOrEqual(0);
        for (const value of Object.values(s)) expect(Number.isSafeInteger(value)).toBe(true);
      }),
      RUNS,
    );
  });

  it('adds the line discounts up to totalDiscountProduct, and each line to its discounts', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        let sum = 0;
        for (const l of allLines(cart)) {
          expect(l.discounts.reduce((a, d) => a + d.amount, 0)).toBe(l.discountTotal);
          expect(l.total).toBe(l.saleTotal - l.discountTotal);
          sum += l.discountTotal;
        }
        expect(sum).toBe(cart.summary.totalDiscountProduct);
      }),
      RUNS,
    );
  });

  it('keeps totalCost = items − discounts + delivery', () => {
    fc.assert(
      fc.property(cartArb, ({ summary: s, ...cart }) => {
        expect(s.totalDiscount).toBe(s.totalDiscountProduct + s.totalDiscountShipping);
        expect(s.totalCost).toBe(s.totalItemCost - s.totalDiscount + s.deliveryCost);
        expect(s.totalItemCost).toBe(
          allLines({ ...cart, summary: s }).reduce((a, l) => a + l.saleTotal, 0),
        );
      }),
      RUNS,
    );
  });

  it('records every amount taken off: per promotion, its lines add up to what it applied', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const applied = cart.applied.reduce((a, p) => a + p.amount, 0);
        expect(applied).toBe(cart.summary.totalDiscount);
        for (const p of cart.applied) {
          if (p.component === 'SHIPPING' && !p.gift) continue;
          const onLines = allLines(cart)
            .flatMap((l) => l.discounts)
            .filter((d) => d.promotionId === p.promotionId)
            .reduce((a, d) => a + d.amount, 0);
          expect(onLines).toBe(p.amount);
        }
      }),
      RUNS,
    );
  });

  it('never changes the other lines when a line no campaign covers is added', () => {
    const covered = fc.subarray(PRODUCTS, { minLength: 1 });
    fc.assert(
      fc.property(
        linesArb,
        campaignsArb(covered),
        shippingArb,
        lineArb(['outsider']),
        fc.nat({ max: 12 }),
        (lines, campaigns, shipping, extra, at) => {
          const base = { campaigns, shipping, giftPrices: allGiftPrices(campaigns), now: NOW };
          const before = priceCart({ ...base, lines });
          const position = Math.min(at, lines.length);
          const withExtra = [...lines];
          withExtra.splice(position, 0, { ...extra, id: 'extra', sku: 'extra-sku' });
          const after = priceCart({ ...base, lines: withExtra });
          const others = after.lines.filter((l) => l.id !== 'extra');
          expect(others).toEqual(before.lines);
          expect(after.lines[position]!.discounts).toEqual([]);
          expect(after.giftLines).toEqual(before.giftLines);
          expect(after.summary.totalDiscountShipping).toBe(before.summary.totalDiscountShipping);
        },
      ),
      RUNS,
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { Campaign, Promotion, PromotionDiscount } from '../../shared/domain/promotions';
import { priceCart } from './price-cart';
import { campaign, line, NOW, promotion, voucher } from './testing/builders';
import type { PriceCartInput } from './types';

const pct = (component: PromotionDiscount['component'], amount: number): PromotionDiscount => ({
  component,
  type: 'PERCENT_OFF',
  amount,
});
const off = (component: PromotionDiscount['component'], amount: number): PromotionDiscount => ({
  component,
  type: 'VALUE_OFF',
  amount,
});

function run(campaigns: Campaign[], extra: Partial<PriceCartInput> = {}) {
  return priceCart({ lines: [line('a', 10_000)], campaigns, now: NOW, ...extra });
}
const one = (id: string, p: Promotion, items: string[] = []) => campaign(id, [p], { items });

describe('order of application: ITEM → LAST_ITEM → BASKET → SHIPPING', () => {
  it('each component works on what the previous left', () => {
    const cart = priceCart({
      lines: [line('a', 10_000, 2)],
      campaigns: [
        one('basket', promotion('basket', pct('BASKET', 10))),
        one('last', promotion('last', pct('LAST_ITEM', 50))),
        one('item', promotion('item', pct('ITEM', 10))),
      ],
      now: NOW,
    });
    // 20000 → ITEM 10 % (2000) → 18000 → half of one 9000 unit (4500) → 13500 → 10 % (1350)
    expect(cart.applied.map((p) => [p.promotionId, p.amount])).toEqual([
      ['item', 2000],
      ['last', 4500],
      ['basket', 1350],
    ]);
    expect(cart.lines[0]!.total).toBe(12_150);
  });

  it('measures a SHIPPING condition on what the goods cost after their discounts', () => {
    const freeOver = (min: number) =>
      one(
        'ship',
        promotion('ship', {
          component: 'SHIPPING',
          type: 'VALUE_OVERRIDE',
          amount: 0,
          conditions: { basketTotal: { min }, shippingMethod: 'STANDARD' },
        }),
      );
    const sale = one('sale', promotion('sale', pct('ITEM', 20)));
    const shipping = { method: 'STANDARD' as const, price: 450 };
    expect(run([sale, freeOver(8000)], { shipping }).summary.totalDiscountShipping).toBe(450);
    expect(run([sale, freeOver(8001)], { shipping }).summary.totalDiscountShipping).toBe(0);
  });
});

describe('stacking within a component', () => {
  it('applies one non-stackable promotion per line: the one taking most off', () => {
    const cart = priceCart({
      lines: [line('a', 10_000), line('b', 10_000)],
      campaigns: [
        one('all', promotion('ten', pct('ITEM', 10))),
        one('b-only', promotion('thirty', pct('ITEM', 30)), ['p-b']),
      ],
      now: NOW,
    });
    expect(cart.lines.map((l) => l.discounts.map((d) => d.promotionId))).toEqual([
      ['ten'],
      ['thirty'],
    ]);
  });

  it('breaks a tie by priority, then by the earlier campaign', () => {
    const a = promotion('a', off('ITEM', 1000));
    const b = promotion('b', pct('ITEM', 10), { priority: 5 });
    expect(run([one('1', a), one('2', b)]).applied.map((p) => p.promotionId)).toEqual(['b']);
    expect(run([one('1', a), one('2', { ...b, priority: 0 })]).applied[0]!.promotionId).toBe('a');
  });

  it('adds stackable promotions after the non-stackable one, higher priority first', () => {
    const best = promotion('best', pct('ITEM', 20));
    const fixed = promotion('fixed', off('ITEM', 1000), { stackable: true, priority: 2 });
    const half = promotion('half', pct('ITEM', 50), { stackable: true, priority: 1 });
    // 10000 → 20 % → 8000 → 1000 off → 7000 → 50 % → 3500
    expect(run([one('s', half), one('f', fixed), one('b', best)]).lines[0]!.total).toBe(3500);
    // the other way round: 8000 → 50 % → 4000 → 1000 off → 3000
    const swapped = [one('s', { ...half, priority: 3 }), one('f', fixed), one('b', best)];
    expect(run(swapped).lines[0]!.total).toBe(3000);
  });

  it('lets non-stackable BASKET promotions of disjoint items both apply, else only the best', () => {
    const lines = [line('a', 10_000), line('b', 10_000)];
    const tenA = one('A', promotion('A', pct('BASKET', 10)), ['p-a']);
    const twentyB = one('B', promotion('B', pct('BASKET', 20)), ['p-b']);
    const disjoint = priceCart({ lines, campaigns: [tenA, twentyB], now: NOW });
    expect(disjoint.lines.map((l) => l.discountTotal)).toEqual([1000, 2000]);
    const overlapping = priceCart({
      lines,
      campaigns: [
        one('A', promotion('A', pct('BASKET', 10))),
        one('B', promotion('B', off('BASKET', 2500))),
      ],
      now: NOW,
    });
    expect(overlapping.applied.map((p) => [p.promotionId, p.amount])).toEqual([['B', 2500]]);
  });

  it('takes the best of two non-stackable SHIPPING promotions and stacks a stackable one', () => {
    const shipping = { method: 'EXPRESS' as const, price: 1000 };
    const campaigns = [
      one('1', promotion('p25', pct('SHIPPING', 25))),
      one('2', promotion('p40', pct('SHIPPING', 40))),
      one('3', promotion('s100', off('SHIPPING', 100), { stackable: true })),
    ];
    const cart = run(campaigns, { shipping });
    expect(cart.applied.map((p) => [p.promotionId, p.amount])).toEqual([
      ['p40', 400],
      ['s100', 100],
    ]);
    expect(cart.summary).toMatchObject({ deliveryCost: 1000, totalDiscountShipping: 500 });
  });

  it('applies the voucher last among its component, before later components', () => {
    const applied = (component: PromotionDiscount['component']) =>
      run([one('c', promotion('basket50', pct('BASKET', 50)))], {
        voucher: { code: 'SAVE10', voucher: voucher(off(component, 1000)), alreadyUsed: false },
      }).applied.map((p) => [p.promotionId, p.amount]);
    // ITEM voucher: 10000 → 9000, then the campaign's basket half: 4500
    expect(applied('ITEM')).toEqual([
      ['v', 1000],
      ['basket50', 4500],
    ]);
    // BASKET voucher: the campaign's half first (5000), then the voucher's 1000
    expect(applied('BASKET')).toEqual([
      ['basket50', 5000],
      ['v', 1000],
    ]);
  });

  it('applies the voucher after the stackable campaign promotions of its component', () => {
    const stack = promotion('stack', off('ITEM', 1000), { stackable: true, priority: 9 });
    const cart = run([one('c', stack)], {
      voucher: { code: 'SAVE10', voucher: voucher(pct('ITEM', 50)), alreadyUsed: false },
    });
    // 10000 → 1000 off → 9000 → half: 4500 (the voucher first would leave 4000)
    expect(cart.lines[0]!.discounts.map((d) => [d.promotionId, d.amount])).toEqual([
      ['stack', 1000],
      ['v', 4500],
    ]);
  });

  it('applies the voucher on top of a non-stackable campaign promotion on the same line', () => {
    const cart = run([one('c', promotion('sale', pct('ITEM', 20)))], {
      voucher: { code: 'SAVE10', voucher: voucher(pct('ITEM', 10)), alreadyUsed: false },
    });
    expect(cart.lines[0]!.discounts.map((d) => d.amount)).toEqual([2000, 800]);
  });
});

describe('tiers', () => {
  const byCount = (amount?: number): PromotionDiscount => ({
    component: 'ITEM',
    type: 'PERCENT_OFF',
    ...(amount !== undefined ? { amount } : {}),
    tierDiscount: {
      tierType: 'ITEM_COUNT',
      tiers: [
        { min: 3, discountAmount: 20 },
        { min: 2, discountAmount: 10 },
      ],
    },
  });
  const offFor = (quantity: number, discount: PromotionDiscount) =>
    priceCart({
      lines: [line('a', 1000, quantity)],
      campaigns: [one('c', promotion('t', discount))],
      now: NOW,
    }).summary.totalDiscountProduct;

  it('ITEM_COUNT: the highest tier whose min the eligible units reach', () => {
    expect([1, 2, 3, 5].map((q) => offFor(q, byCount()))).toEqual([0, 200, 600, 1000]);
  });

  it('below the lowest tier the amount applies when given, else nothing', () => {
    expect(offFor(1, byCount(5))).toBe(50);
    expect(offFor(1, byCount())).toBe(0);
  });

  it('BASKET_TOTAL: the highest tier whose min the eligible subtotal reaches', () => {
    const spend: PromotionDiscount = {
      component: 'BASKET',
      type: 'VALUE_OFF',
      tierDiscount: {
        tierType: 'BASKET_TOTAL',
        tiers: [
          { min: 5000, discountAmount: 500 },
          { min: 10_000, discountAmount: 1500 },
        ],
      },
    };
    const basket = (total: number) =>
      priceCart({
        lines: [line('a', total), line('x', 99_999, 1, { productId: 'other' })],
        campaigns: [one('c', promotion('t', spend), ['p-a'])],
        now: NOW,
      }).summary.totalDiscountProduct;
    expect([4999, 5000, 9999, 12_000].map(basket)).toEqual([0, 500, 500, 1500]);
  });
});

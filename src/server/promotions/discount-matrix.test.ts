/**
 * Every discount type on every component, then every condition on every component, on one cart:
 * A 19.99 × 2 (3998) and B 49.95 × 1 (4995) = 8993, STANDARD delivery 4.50 (450).
 */
import { describe, expect, it } from 'vitest';
import type {
  DiscountComponent,
  PromotionConditions,
  PromotionDiscount,
} from '../../shared/domain/promotions';
import { priceCart } from './price-cart';
import { campaign, line, NOW, promotion } from './testing/builders';
import type { ShippingSelection } from './types';

const LINES = [line('a', 1999, 2), line('b', 4995, 1)];
const STANDARD: ShippingSelection = { method: 'STANDARD', price: 450 };

function price(discount: PromotionDiscount, shipping: ShippingSelection | null = STANDARD) {
  return priceCart({
    lines: LINES,
    campaigns: [campaign('c', [promotion('x', discount)])],
    shipping,
    now: NOW,
  });
}

/** [component, type, amount, discount on A, on B, on delivery] */
const MATRIX: Array<
  [DiscountComponent, PromotionDiscount['type'], number, number, number, number]
> = [
  // ITEM: 33 % of each line total; 5.00 off each unit; each unit set to 10.00 / 25.00
  ['ITEM', 'PERCENT_OFF', 33, 1319, 1648, 0],
  ['ITEM', 'VALUE_OFF', 500, 1000, 500, 0],
  ['ITEM', 'VALUE_OVERRIDE', 1000, 1998, 3995, 0],
  ['ITEM', 'VALUE_OVERRIDE', 2500, 0, 2495, 0], // never raises A's 19.99
  ['ITEM', 'VALUE_OFF', 9000, 3998, 4995, 0], // never below 0
  // LAST_ITEM: the cheapest unit, one of A's (19.99)
  ['LAST_ITEM', 'PERCENT_OFF', 50, 1000, 0, 0], // 999.5 → 1000
  ['LAST_ITEM', 'VALUE_OFF', 500, 500, 0, 0],
  ['LAST_ITEM', 'VALUE_OVERRIDE', 100, 1899, 0, 0],
  ['LAST_ITEM', 'VALUE_OFF', 5000, 1999, 0, 0], // at most the unit
  // BASKET: on 8993, shared 3998 : 4995 by largest remainder
  ['BASKET', 'PERCENT_OFF', 33, 1319, 1649, 0], // 2968: 1319.46 + 1648.53
  ['BASKET', 'VALUE_OFF', 1000, 445, 555, 0], // 444.57 + 555.43
  ['BASKET', 'VALUE_OVERRIDE', 5000, 1775, 2218, 0], // 3993: 1775.16 + 2217.84
  ['BASKET', 'VALUE_OVERRIDE', 9000, 0, 0, 0], // never raises the basket
  // SHIPPING: on 450
  ['SHIPPING', 'PERCENT_OFF', 50, 0, 0, 225],
  ['SHIPPING', 'VALUE_OFF', 500, 0, 0, 450],
  ['SHIPPING', 'VALUE_OVERRIDE', 0, 0, 0, 450],
  ['SHIPPING', 'VALUE_OVERRIDE', 300, 0, 0, 150],
];

describe('discount types × components', () => {
  it.each(MATRIX)('%s %s %d takes %d off A, %d off B, %d off delivery', (...row) => {
    const [component, type, amount, offA, offB, offDelivery] = row;
    const cart = price({ component, type, amount } as PromotionDiscount);
    expect(cart.lines.map((l) => l.discountTotal)).toEqual([offA, offB]);
    expect(cart.lines.map((l) => l.total)).toEqual([3998 - offA, 4995 - offB]);
    expect(cart.summary.totalDiscountProduct).toBe(offA + offB);
    expect(cart.summary.totalDiscountShipping).toBe(offDelivery);
    expect(cart.summary.totalCost).toBe(8993 - offA - offB + 450 - offDelivery);
    const applied = offA + offB + offDelivery;
    expect(cart.applied.map((p) => p.amount)).toEqual(applied > 0 ? [applied] : []);
  });

  it('names the promotion on each line it discounts', () => {
    const cart = price({ component: 'ITEM', type: 'PERCENT_OFF', amount: 33 });
    expect(cart.lines[0]!.discounts).toEqual([
      { promotionId: 'x', name: 'Promo x', messageId: 'PROMO.x', amount: 1319 },
    ]);
  });

  it('a SHIPPING promotion does nothing until a shipping option is selected', () => {
    const cart = price({ component: 'SHIPPING', type: 'VALUE_OVERRIDE', amount: 0 }, null);
    expect(cart.summary).toMatchObject({ deliveryCost: 0, totalDiscountShipping: 0 });
    expect(cart.applied).toEqual([]);
  });
});

const COMPONENTS: DiscountComponent[] = ['ITEM', 'LAST_ITEM', 'BASKET', 'SHIPPING'];

/** [condition, shipping, applies]: 3 eligible units, eligible subtotal 8993 */
const CONDITIONS: Array<[string, PromotionConditions, ShippingSelection | null, boolean]> = [
  ['itemQuantity min 3', { itemQuantity: { min: 3 } }, STANDARD, true],
  ['itemQuantity min 4', { itemQuantity: { min: 4 } }, STANDARD, false],
  ['itemQuantity eq 3', { itemQuantity: { eq: 3 } }, STANDARD, true],
  ['itemQuantity eq 2', { itemQuantity: { eq: 2 } }, STANDARD, false],
  ['itemQuantity min 2 and eq 4', { itemQuantity: { min: 2, eq: 4 } }, STANDARD, false],
  ['basketTotal min 8993', { basketTotal: { min: 8993 } }, STANDARD, true],
  ['basketTotal min 8994', { basketTotal: { min: 8994 } }, STANDARD, false],
  ['shippingMethod STANDARD', { shippingMethod: 'STANDARD' }, STANDARD, true],
  ['shippingMethod EXPRESS', { shippingMethod: 'EXPRESS' }, STANDARD, false],
  ['shippingMethod STANDARD, no shipping', { shippingMethod: 'STANDARD' }, null, false],
  [
    'all three',
    { itemQuantity: { min: 2 }, basketTotal: { min: 5000 }, shippingMethod: 'STANDARD' },
    STANDARD,
    true,
  ],
];

describe('conditions × components', () => {
  const cases = COMPONENTS.flatMap((component) =>
    CONDITIONS.map(([label, conditions, shipping, applies]) => ({
      component,
      label,
      conditions,
      shipping,
      applies,
    })),
  );
  it.each(cases)('$component with $label applies: $applies', (c) => {
    const cart = price(
      { component: c.component, type: 'PERCENT_OFF', amount: 10, conditions: c.conditions },
      c.shipping,
    );
    // With no shipping selected a SHIPPING promotion has nothing to take off either way.
    const expected = c.applies && !(c.component === 'SHIPPING' && c.shipping === null);
    expect(cart.applied.length > 0).toBe(expected);
    expect(cart.summary.totalDiscount > 0).toBe(expected);
  });

  it('counts eligible units and the eligible subtotal only', () => {
    const cart = priceCart({
      lines: LINES,
      campaigns: [
        campaign(
          'c',
          [
            promotion('x', {
              component: 'ITEM',
              type: 'PERCENT_OFF',
              amount: 10,
              conditions: { itemQuantity: { eq: 1 }, basketTotal: { min: 4995 } },
            }),
          ],
          { items: ['p-b'] },
        ),
      ],
      now: NOW,
    });
    expect(cart.lines.map((l) => l.discountTotal)).toEqual([0, 500]); // 10 % of 4995 = 499.5
  });
});

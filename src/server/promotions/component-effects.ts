/**
 * What one promotion takes off at a given rate, component by component (docs/promotions.md
 * "Discount types"). Each is computed on the prices as they stand when it applies.
 *
 * - ITEM: every eligible line. PERCENT_OFF takes the percentage of the line total; VALUE_OFF
 *   takes the amount off each unit; VALUE_OVERRIDE sets each unit to the amount.
 * - LAST_ITEM: one unit, the cheapest eligible unit that still costs something (ties: the
 *   earlier line). A unit's price is its line's total ÷ quantity, rounded down.
 * - BASKET: the eligible lines' subtotal, treated as one price, the discount then shared among
 *   those lines by the largest-remainder method.
 * - SHIPPING: the delivery price; nothing without a selected shipping option.
 */
import type { DiscountType } from '../../shared/domain/promotions';
import type { Effect, PricingState, PromotionSource } from './pricing-state';
import { allocate, percentOf } from './rounding';

/** What a discount takes off `price` (a total of `units` units), within 0 … price. */
export function reduction(type: DiscountType, rate: number, price: number, units = 1): number {
  const wanted =
    type === 'PERCENT_OFF'
      ? percentOf(price, rate)
      : type === 'VALUE_OFF'
        ? rate * units
        : price - rate * units;
  return Math.min(price, Math.max(0, wanted));
}

function itemEffect(state: PricingState, source: PromotionSource, rate: number): Effect {
  const { type } = source.promotion.discount;
  const lines = new Map<number, number>();
  for (const index of source.eligible) {
    const quantity = state.lines[index]!.quantity;
    lines.set(index, reduction(type, rate, state.totals[index]!, quantity));
  }
  return { lines, delivery: 0 };
}

function lastItemEffect(state: PricingState, source: PromotionSource, rate: number): Effect {
  let cheapest: { index: number; unit: number } | null = null;
  for (const index of source.eligible) {
    const unit = Math.floor(state.totals[index]! / state.lines[index]!.quantity);
    if (unit > 0 && (cheapest === null || unit < cheapest.unit)) cheapest = { index, unit };
  }
  const lines = new Map<number, number>();
  if (cheapest)
    lines.set(cheapest.index, reduction(source.promotion.discount.type, rate, cheapest.unit));
  return { lines, delivery: 0 };
}

function basketEffect(state: PricingState, source: PromotionSource, rate: number): Effect {
  const weights = source.eligible.map((index) => state.totals[index]!);
  const subtotal = weights.reduce((sum, weight) => sum + weight, 0);
  const amount = reduction(source.promotion.discount.type, rate, subtotal);
  const shares = allocate(amount, weights);
  return {
    lines: new Map(source.eligible.map((index, position) => [index, shares[position]!])),
    delivery: 0,
  };
}

function shippingEffect(state: PricingState, source: PromotionSource, rate: number): Effect {
  const delivery = state.shipping
    ? reduction(source.promotion.discount.type, rate, state.delivery)
    : 0;
  return { lines: new Map(), delivery };
}

export function componentEffect(
  state: PricingState,
  source: PromotionSource,
  rate: number,
): Effect {
  switch (source.promotion.discount.component) {
    case 'ITEM':
      return itemEffect(state, source, rate);
    case 'LAST_ITEM':
      return lastItemEffect(state, source, rate);
    case 'BASKET':
      return basketEffect(state, source, rate);
    case 'SHIPPING':
      return shippingEffect(state, source, rate);
  }
}

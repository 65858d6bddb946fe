/**
 * The running prices while promotions apply, component after component: each line's total and
 * the delivery price, with the discounts that brought them there. Amounts only ever go down,
 * and never below 0.
 */
import type { Promotion, VoucherPromotion } from '../../shared/domain/promotions';
import type { AppliedPromotion, CartLineInput, LineDiscount, ShippingSelection } from './types';

/** A promotion as the engine applies it: its campaign's lines, or every line for the voucher. */
export interface PromotionSource {
  promotion: Promotion | VoucherPromotion;
  /** null for the voucher */
  campaignId: string | null;
  /** indexes of the lines it may discount (its campaign's items) */
  eligible: readonly number[];
  /** its position among all sources, the last tie-break */
  order: number;
}

export interface PricingState {
  lines: readonly CartLineInput[];
  totals: number[];
  discounts: LineDiscount[][];
  shipping: ShippingSelection | null;
  /** the delivery price as it stands; 0 with no shipping selected */
  delivery: number;
  applied: AppliedPromotion[];
}

/** What one promotion takes off: per line index, and off the delivery. */
export interface Effect {
  lines: Map<number, number>;
  delivery: number;
}

export function createState(
  lines: readonly CartLineInput[],
  shipping: ShippingSelection | null,
): PricingState {
  return {
    lines,
    totals: lines.map((line) => line.unitSale * line.quantity),
    discounts: lines.map(() => []),
    shipping,
    delivery: shipping?.price ?? 0,
    applied: [],
  };
}

/** What a promotion's conditions and tiers are measured on. */
export interface Measure {
  /** eligible units */
  units: number;
  /** eligible lines' totals as they stand */
  subtotal: number;
}

export function measure(state: PricingState, eligible: readonly number[]): Measure {
  let units = 0;
  let subtotal = 0;
  for (const index of eligible) {
    units += state.lines[index]!.quantity;
    subtotal += state.totals[index]!;
  }
  return { units, subtotal };
}

export function effectTotal(effect: Effect): number {
  let sum = effect.delivery;
  for (const amount of effect.lines.values()) sum += amount;
  return sum;
}

/**
 * Takes an effect off the running prices, each amount held to what is left of its line or the
 * delivery, and records it. An effect that takes nothing off leaves no trace.
 */
export function applyEffect(state: PricingState, source: PromotionSource, effect: Effect): void {
  const { id, name, messageId, discount } = source.promotion;
  let taken = 0;
  for (const [index, wanted] of effect.lines) {
    const amount = Math.min(Math.max(0, wanted), state.totals[index]!);
    if (amount === 0) continue;
    state.totals[index]! -= amount;
    state.discounts[index]!.push({ promotionId: id, name, messageId, amount });
    taken += amount;
  }
  const delivery = Math.min(Math.max(0, effect.delivery), state.delivery);
  state.delivery -= delivery;
  taken += delivery;
  if (taken === 0) return;
  state.applied.push({
    promotionId: id,
    campaignId: source.campaignId,
    name,
    messageId,
    component: discount.component,
    amount: taken,
    gift: false,
  });
}

/**
 * Whether a promotion applies and at what rate (docs/promotions.md "Conditions" and "Tiers"):
 * its conditions must all hold, and with tiers the highest tier reached gives the rate (below
 * the lowest, the discount's own amount if it has one). The rate is a percentage for
 * PERCENT_OFF and minor units for VALUE_OFF and VALUE_OVERRIDE.
 */
import type { PromotionConditions, PromotionDiscount } from '../../shared/domain/promotions';
import type { Measure } from './pricing-state';
import type { ShippingSelection } from './types';

export function conditionsHold(
  conditions: PromotionConditions | undefined,
  measured: Measure,
  shipping: ShippingSelection | null,
): boolean {
  if (!conditions) return true;
  const { itemQuantity, basketTotal, shippingMethod } = conditions;
  if (itemQuantity?.min !== undefined && measured.units < itemQuantity.min) return false;
  if (itemQuantity?.eq !== undefined && measured.units !== itemQuantity.eq) return false;
  if (basketTotal && measured.subtotal < basketTotal.min) return false;
  if (shippingMethod && shipping?.method !== shippingMethod) return false;
  return true;
}

/** The rate the discount gives for what was measured, or null when it does not apply. */
export function discountRate(
  discount: PromotionDiscount,
  measured: Measure,
  shipping: ShippingSelection | null,
): number | null {
  if (!conditionsHold(discount.conditions, measured, shipping)) return null;
  const tierDiscount = discount.tierDiscount;
  if (!tierDiscount || tierDiscount.tiers.length === 0) return discount.amount ?? null;
  const reached = tierDiscount.tierType === 'ITEM_COUNT' ? measured.units : measured.subtotal;
  let best: { min: number; discountAmount: number } | null = null;
  for (const tier of tierDiscount.tiers)
    if (tier.min <= reached && (best === null || tier.min > best.min)) best = tier;
  return best ? best.discountAmount : (discount.amount ?? null);
}

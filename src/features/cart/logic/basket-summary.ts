import type { CartSummary } from '../../../shared/domain/cart';

/** What the basket's summary shows, in minor units (spec §3 "Cart" and its derived fields). */
export interface SummaryFigures {
  currency: string;
  /** the lines' sale total before promotions */
  itemCost: number;
  /** what promotions and the voucher take off the lines */
  productDiscount: number;
  /**
   * the delivery's price before its discount. Spec §3: the net cost when tax is calculated at
   * checkout, otherwise the delivery cost; no site calculates tax at checkout yet (it comes
   * with the checkout steps), so it is the delivery cost
   */
  shippingPrice: number;
  shippingDiscount: number;
  /** price minus its discount; "Free" when 0 (isFree) */
  shippingCost: number;
  isFree: boolean;
  tax: number;
  total: number;
  /** any promotion or voucher takes something off */
  isDiscounted: boolean;
}

export function summaryFigures(summary: CartSummary): SummaryFigures {
  const shippingPrice = summary.deliveryCost;
  const shippingCost = Math.max(0, shippingPrice - summary.totalDiscountShipping);
  return {
    currency: summary.currency,
    itemCost: summary.totalItemCost,
    productDiscount: summary.totalDiscountProduct,
    shippingPrice,
    shippingDiscount: summary.totalDiscountShipping,
    shippingCost,
    isFree: shippingCost === 0,
    tax: summary.totalTax,
    total: summary.totalCost,
    isDiscounted: summary.totalDiscount > 0,
  };
}

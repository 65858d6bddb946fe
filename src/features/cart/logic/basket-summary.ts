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
   * checkout (its tax is in the Tax line), otherwise the delivery cost
   */
  shippingPrice: number;
  shippingDiscount: number;
  /** price minus its discount; "Free" when 0 (isFree) */
  shippingCost: number;
  isFree: boolean;
  tax: number;
  /** the site adds tax at checkout: the Tax line is always shown, with its state */
  taxAtCheckout: boolean;
  /** the tax is known (included in prices, or calculated for the bag as it is) */
  taxCalculated: boolean;
  total: number;
  /** any promotion or voucher takes something off */
  isDiscounted: boolean;
}

/** Where and whether the bag's tax is calculated (site configuration, the cart's taxCalculated). */
export interface SummaryTax {
  atCheckout: boolean;
  calculated: boolean;
}

export function summaryFigures(
  summary: CartSummary,
  tax: SummaryTax = { atCheckout: false, calculated: true },
): SummaryFigures {
  const shippingPrice = tax.atCheckout ? summary.deliveryNetCost : summary.deliveryCost;
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
    taxAtCheckout: tax.atCheckout,
    taxCalculated: tax.calculated,
    total: summary.totalCost,
    isDiscounted: summary.totalDiscount > 0,
  };
}

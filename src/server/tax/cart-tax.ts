/**
 * The tax part of the cart answer (spec §3 taxCalculated, totalTax; §4 "Tax"). Where prices
 * include tax there is nothing to calculate (INCLUDED). Where it is calculated at checkout, the
 * session's last calculation counts only if it was asked for this very cart (its fingerprint,
 * tax-request.ts): until then the cart is NOT_CALCULATED and its totals are before tax. Once
 * DONE, the tax joins the totals, and the shipping's part of it the delivery cost
 * (deliveryNetCost stays before tax, the summary's shipping price where tax is added).
 */
import type { Cart } from '../../shared/domain/cart';
import type { StoredTax } from './stored-tax';
import { taxFingerprint, taxRequestOf } from './tax-request';

/** The cart as priced before its tax is known. */
export type PreTaxCart = Omit<Cart, 'taxCalculated' | 'taxStatus' | 'taxMessage'>;

export function withTax(
  cart: PreTaxCart,
  stored: StoredTax | null,
  calculatedAtCheckout: boolean,
): Cart {
  if (!calculatedAtCheckout) return { ...cart, taxCalculated: true, taxStatus: 'INCLUDED' };
  const request = taxRequestOf(cart);
  const current = !('missing' in request) && stored?.fingerprint === taxFingerprint(request);
  if (!stored || !current) return { ...cart, taxCalculated: false, taxStatus: 'NOT_CALCULATED' };
  if (stored.status === 'PENDING') return { ...cart, taxCalculated: false, taxStatus: 'PENDING' };
  if (stored.status === 'FAILED')
    return {
      ...cart,
      taxCalculated: false,
      taxStatus: 'FAILED',
      ...(stored.message ? { taxMessage: stored.message } : {}),
    };
  const totalTax = stored.totalTax ?? 0;
  const summary = cart.cartSummary;
  return {
    ...cart,
    cartSummary: {
      ...summary,
      totalTax,
      deliveryCost: summary.deliveryNetCost + (stored.shippingTax ?? 0),
      totalCost: summary.totalCost + totalTax,
    },
    taxCalculated: true,
    taxStatus: 'DONE',
  };
}

import { useSite } from '../../../platform/site/site-context';
import type { Cart } from '../../../shared/domain/cart';
import { summaryFigures, type SummaryFigures } from '../../cart/checkout';

/**
 * The summary figures of the payment and review steps: on a site whose tax is calculated at
 * checkout (US), shipping is shown before tax and the tax line is the one calculated for the
 * cart (spec §4 "Tax"); elsewhere the prices include it.
 */
export function useCheckoutFigures(cart: Cart): SummaryFigures {
  const atCheckout = useSite().config.catalog.taxCalculatedAtCheckout === true;
  return summaryFigures(cart.cartSummary, { atCheckout, calculated: cart.taxCalculated });
}

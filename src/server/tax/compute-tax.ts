/**
 * The reference tax service's arithmetic: the delivery state's rate (tax-rates.ts) on the lines
 * after their discounts, and on the shipping after its discount where the state taxes shipping;
 * each part rounded half up to the currency's minor unit, as tax invoices state them. An
 * address the table knows no rate for is an error of the service, never a tax of 0.
 */
import { stateTaxRate } from './tax-rates';
import type { TaxRequest } from './tax-request';

export interface TaxBreakdown {
  /** the tax of the lines and the shipping together, in minor units */
  totalTax: number;
  /** the part of it on the shipping */
  shippingTax: number;
}

/** The tax on `amount` minor units at `rate` percent, rounded half up. */
export function taxOn(amount: number, rate: number): number {
  // in thousandths of a percent, so 6.625 % or 4.225 % stay exact integers
  const milliPercent = Math.round(rate * 1000);
  return Math.round((amount * milliPercent) / 100_000);
}

export function computeTax(request: TaxRequest): TaxBreakdown | { error: 'UNKNOWN_JURISDICTION' } {
  const state = request.address.countryCode === 'US' ? stateTaxRate(request.address.region) : null;
  if (!state) return { error: 'UNKNOWN_JURISDICTION' };
  const lines = request.lines.reduce((sum, line) => sum + line.amount, 0);
  const shippingTax = state.taxesShipping ? taxOn(request.shipping.amount, state.rate) : 0;
  return { totalTax: taxOn(lines, state.rate) + shippingTax, shippingTax };
}

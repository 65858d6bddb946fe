/**
 * What a cart's tax is asked for (spec §4 "Tax"): the delivery address, each line's amount after
 * its discounts, and the shipping after its discount, in the cart's currency. Its fingerprint
 * names the calculation: a cart whose lines, quantities, prices, discounts, shipping or delivery
 * address changed has another one, so its stored tax no longer counts (cart-tax.ts).
 */
import { createHash } from 'node:crypto';
import type { CartAddress } from '../../shared/domain/checkout';
import type { PreTaxCart } from './cart-tax';

export interface TaxRequest {
  currency: string;
  address: Pick<
    CartAddress,
    'countryCode' | 'region' | 'postcode' | 'city' | 'addressLine1' | 'addressLine2'
  >;
  /** the lines as priced: minor units after promotions and the voucher */
  lines: { sku: string; quantity: number; amount: number }[];
  /** the selected shipping option after its discount */
  shipping: { method: string; amount: number };
}

/** What a cart lacks before its tax can be asked for, as CHECKOUT_INCOMPLETE names them. */
export type TaxPrerequisite = 'items' | 'deliveryAddress' | 'shipping';

export function taxRequestOf(cart: PreTaxCart): TaxRequest | { missing: TaxPrerequisite[] } {
  const delivery = cart.addresses.find((address) => address.addressType === 'DELIVERY');
  const selected = cart.shipping.options.find((option) => option.id === cart.shipping.selected);
  const missing: TaxPrerequisite[] = [];
  if (!cart.items.some((item) => !item.giftOnly)) missing.push('items');
  if (!delivery) missing.push('deliveryAddress');
  if (!selected) missing.push('shipping');
  if (!delivery || !selected || missing.length > 0) return { missing };
  const summary = cart.cartSummary;
  return {
    currency: summary.currency,
    address: {
      countryCode: delivery.countryCode,
      region: delivery.region,
      postcode: delivery.postcode,
      city: delivery.city,
      addressLine1: delivery.addressLine1,
      addressLine2: delivery.addressLine2,
    },
    lines: cart.items.map((item) => ({
      sku: item.sku,
      quantity: item.quantity,
      amount: item.total,
    })),
    shipping: {
      method: selected.id,
      amount: Math.max(0, summary.deliveryNetCost - summary.totalDiscountShipping),
    },
  };
}

/** The fingerprint of a request: a digest of every value in it, in a fixed order. */
export function taxFingerprint(request: TaxRequest): string {
  const { currency, address, lines, shipping } = request;
  const canonical = JSON.stringify([
    currency,
    [
      address.countryCode,
      address.region ?? null,
      address.postcode ?? null,
      address.city,
      address.addressLine1,
      address.addressLine2 ?? null,
    ],
    lines.map((line) => [line.sku, line.quantity, line.amount]),
    [shipping.method, shipping.amount],
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}

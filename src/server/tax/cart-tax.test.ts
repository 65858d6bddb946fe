import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../shared/domain/cart';
import { withTax, type PreTaxCart } from './cart-tax';
import type { StoredTax } from './stored-tax';
import { taxFingerprint, taxRequestOf, type TaxRequest } from './tax-request';

const item = (sku: string, quantity: number, total: number) =>
  ({ id: sku, sku, quantity, total, giftOnly: undefined }) as unknown as CartItem;

const address = {
  addressType: 'DELIVERY' as const,
  type: 'shipping' as const,
  firstName: 'Jane',
  lastName: 'Doe',
  addressLine1: '1 Main Street',
  city: 'Austin',
  postcode: '78701',
  region: 'US-TX',
  countryCode: 'US',
  locale: 'en-US',
};

/** A US cart: two lines ($98 and 2 × $49.95), STANDARD shipping at $8.95. */
function usCart(): PreTaxCart {
  const items = [item('a', 1, 98_00), item('b', 2, 99_90)];
  return {
    cartPublicId: 'public',
    items,
    unavailableItems: [],
    promotions: [],
    addresses: [address, { ...address, addressType: 'BILLING', type: 'billing' }],
    billingMatchShipping: true,
    consumer: { accountId: null, reference: null, typeTag: 'NEW', properties: {} },
    shipping: {
      countryCode: 'US',
      selected: 'STANDARD',
      options: [
        {
          id: 'STANDARD',
          method: 'STANDARD',
          price: 8_95,
          delivery: { min: 3, max: 6 },
          tooltip: 'WEB.CHECKOUT.SHIPPING.STANDARD.TOOLTIP',
          supportsBulkyItems: true,
        },
      ],
    },
    cartSummary: {
      currency: 'USD',
      totalItemCost: 197_90,
      totalCost: 197_90 + 8_95,
      totalTax: 0,
      totalDiscount: 0,
      totalDiscountProduct: 0,
      totalDiscountShipping: 0,
      totalItemCount: 3,
      deliveryCost: 8_95,
      deliveryNetCost: 8_95,
    },
  };
}

const fingerprintOf = (cart: PreTaxCart) => taxFingerprint(taxRequestOf(cart) as TaxRequest);

const done = (cart: PreTaxCart): StoredTax => ({
  fingerprint: fingerprintOf(cart),
  status: 'DONE',
  totalTax: 12_93,
  shippingTax: 56,
  message: null,
});

describe('withTax', () => {
  it('where prices include tax: INCLUDED, the totals as priced', () => {
    const cart = usCart();
    expect(withTax(cart, null, false)).toEqual({
      ...cart,
      taxCalculated: true,
      taxStatus: 'INCLUDED',
    });
  });

  it('adds a DONE tax of this very cart to the totals, its shipping part to the delivery', () => {
    const cart = usCart();
    const taxed = withTax(cart, done(cart), true);
    expect(taxed).toMatchObject({ taxCalculated: true, taxStatus: 'DONE' });
    expect(taxed.cartSummary).toMatchObject({
      totalTax: 12_93,
      deliveryNetCost: 8_95,
      deliveryCost: 8_95 + 56,
      totalCost: 197_90 + 8_95 + 12_93,
    });
  });

  it('reads a calculation asked for another cart as NOT_CALCULATED, totals before tax', () => {
    const cart = usCart();
    const stored = done(cart);
    const changes: ((cart: PreTaxCart) => void)[] = [
      (c) => (c.items[1] = item('b', 3, 149_85)),
      (c) => (c.items[0] = item('a', 1, 88_20)), // a discount on the line
      (c) => (c.cartSummary.totalDiscountShipping = 8_95),
      (c) => (c.shipping.options[0]!.id = c.shipping.selected = 'EXPRESS'),
      (c) => (c.addresses[0] = { ...address, region: 'US-CA', postcode: '90012' }),
      (c) => (c.addresses[0] = { ...address, addressLine1: '2 Main Street' }),
      (c) => (c.cartSummary.currency = 'EUR'),
    ];
    for (const change of changes) {
      const changed = usCart();
      change(changed);
      const read = withTax(changed, stored, true);
      expect(read.taxStatus, change.toString()).toBe('NOT_CALCULATED');
      expect(read.taxCalculated).toBe(false);
      expect(read.cartSummary).toEqual(changed.cartSummary);
    }
    // the billing address is not what the tax is for
    const billing = usCart();
    billing.addresses[1] = { ...address, addressType: 'BILLING', type: 'billing', region: 'US-OR' };
    expect(withTax(billing, stored, true).taxStatus).toBe('DONE');
  });

  it('PENDING and FAILED leave the totals before tax; FAILED carries its message', () => {
    const cart = usCart();
    const pending = withTax(cart, { ...done(cart), status: 'PENDING', totalTax: null }, true);
    expect(pending).toMatchObject({ taxCalculated: false, taxStatus: 'PENDING' });
    expect(pending.cartSummary).toEqual(cart.cartSummary);
    const failed = withTax(
      cart,
      { ...done(cart), status: 'FAILED', totalTax: null, message: 'Tax Calculation Error' },
      true,
    );
    expect(failed).toMatchObject({
      taxCalculated: false,
      taxStatus: 'FAILED',
      taxMessage: 'Tax Calculation Error',
    });
    expect(failed.cartSummary).toEqual(cart.cartSummary);
  });

  it('is NOT_CALCULATED for a cart that cannot be taxed yet (no delivery address)', () => {
    const cart = usCart();
    const stored = done(cart);
    cart.addresses = [];
    expect(taxRequestOf(cart)).toEqual({ missing: ['deliveryAddress'] });
    expect(withTax(cart, stored, true).taxStatus).toBe('NOT_CALCULATED');
  });
});

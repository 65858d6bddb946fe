import { describe, expect, it } from 'vitest';
import { shipsTo } from '../address/ship-to';
import {
  acceptsPayment,
  PAYMENT_BRAND_CODES,
  SITE_PAYMENT_BRANDS,
  sitePaymentBrands,
} from './site-payment-methods';

describe('which payment methods each site takes', () => {
  it('names only known brand codes, and every site takes cards and both wallets', () => {
    for (const brands of Object.values(SITE_PAYMENT_BRANDS)) {
      expect(brands.every((brand) => PAYMENT_BRAND_CODES.includes(brand))).toBe(true);
      expect(brands).toEqual(expect.arrayContaining(['creditcard', 'googlepay', 'applepay']));
    }
  });

  it('offers iDEAL only where the site ships to the Benelux', () => {
    for (const [site, brands] of Object.entries(SITE_PAYMENT_BRANDS))
      expect(brands.includes('ideal')).toBe(
        shipsTo(site).some((country) => country === 'BE' || country === 'NL'),
      );
  });

  it('takes express from the basket for PayPal only, where PayPal is taken', () => {
    expect(acceptsPayment('GB', 'paypal', true)).toBe(true);
    expect(acceptsPayment('GB', 'creditcard', true)).toBe(false);
    expect(acceptsPayment('AE', 'paypal')).toBe(false);
    expect(acceptsPayment('AE', 'paypal', true)).toBe(false);
    expect(acceptsPayment('GB', 'ideal')).toBe(false);
    expect(acceptsPayment('FR', 'ideal')).toBe(true);
  });

  it('gives a site missing from the table cards only', () => {
    expect(sitePaymentBrands('ZZ')).toEqual(['creditcard']);
    expect(acceptsPayment('ZZ', 'paypal')).toBe(false);
  });
});

/**
 * Each site's payment options against the methods its server takes (SITE_PAYMENT_BRANDS): the
 * app must never offer a method the order call refuses with 422 PAYMENT_METHOD_UNAVAILABLE.
 * Checked on the configuration as built and as committed under public/ (a build writes it again,
 * but a stale committed file is what a fresh clone serves until then).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../src/shared/domain/site';
import {
  EXPRESS_BRAND_CODES,
  PAYMENT_BRAND_CODES,
  sitePaymentBrands,
  type PaymentBrandCode,
} from '../src/shared/payments/site-payment-methods';
import { buildSiteConfig } from './site-config';
import { SEED_SITES } from './sites';

const committed = (folder: string) =>
  JSON.parse(
    readFileSync(new URL(`../public/${folder}/themes/config.json`, import.meta.url), 'utf8'),
  ) as SiteConfig;

const configs = SEED_SITES.flatMap((site) => [
  { name: `${site.folder} as built`, country: site.countryCode, config: buildSiteConfig(site) },
  {
    name: `${site.folder} as committed`,
    country: site.countryCode,
    config: committed(site.folder),
  },
]);

const isBrand = (code: string): code is PaymentBrandCode =>
  (PAYMENT_BRAND_CODES as readonly string[]).includes(code);

describe('the payment options of each site', () => {
  it.each(configs)('$name: only methods its server takes, each once', ({ country, config }) => {
    const codes = config.paymentOptions.map((option) => option.brandCode);
    const taken = sitePaymentBrands(country);
    expect(codes.filter((code) => !isBrand(code) || !taken.includes(code))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each(configs)('$name: every method its server takes is offered', ({ country, config }) => {
    const codes = config.paymentOptions.map((option) => option.brandCode);
    expect([...codes].sort()).toEqual([...sitePaymentBrands(country)].sort());
  });

  it.each(configs)('$name: express only for PayPal, and each option has a mark', ({ config }) => {
    for (const option of config.paymentOptions) {
      expect(option.expressPayment).toBe(
        EXPRESS_BRAND_CODES.includes(option.brandCode as PaymentBrandCode),
      );
      expect(option.logos.length).toBeGreaterThan(0);
      expect(option.inTestMode).toBe(false);
    }
  });

  it('offers PayPal where it settles the currency, iDEAL in France, Alipay on four sites', () => {
    const offered = (folder: string) =>
      committed(folder).paymentOptions.map((option) => option.brandCode);
    expect(offered('gb')).toEqual(['creditcard', 'paypal', 'googlepay', 'applepay', 'alipay']);
    expect(offered('fr')).toContain('ideal');
    expect(offered('ae')).not.toContain('paypal');
    for (const folder of ['gb', 'fr', 'jp', 'ae']) expect(offered(folder)).toContain('alipay');
    expect(offered('us')).not.toContain('alipay');
  });
});

/**
 * sites.json, themes/config.json and sortOptions.json of the seeded sites. Search runs on the
 * local Algolia-compatible engine ("host: local"); pointing a site at hosted Algolia is a
 * matter of changing appId, searchKey and host here.
 */
import type {
  CheckoutAgreement,
  PaymentOption,
  SiteConfig,
  SitesIndex,
  SortOption,
} from '../src/shared/domain/site';
import {
  EXPRESS_BRAND_CODES,
  sitePaymentBrands,
  type PaymentBrandCode,
} from '../src/shared/payments/site-payment-methods';
import { LOCAL_USER_POOL } from '../src/shared/identity/user-pool';
import { LANGUAGE_LABELS, SEED_SITES, type SeedSite } from './sites';
import { themeFor } from './theme';

export function buildSitesIndex(): SitesIndex {
  return {
    defaultFolder: 'gb',
    sites: SEED_SITES.map((site) => ({
      folder: site.folder,
      countryCode: site.countryCode,
      label: site.label,
      languages: [...site.languages],
      defaultLanguage: site.defaultLanguage,
    })),
  };
}

export function siteTagOf(site: SeedSite): string {
  return `vitrine-${site.folder}`;
}

export function buildSiteConfig(site: SeedSite): SiteConfig {
  const tag = siteTagOf(site);
  return {
    siteTag: tag,
    sitePublicId: tag,
    inMaintenance: false,
    country: { code: site.countryCode, alpha3Code: site.alpha3Code, name: site.countryName },
    currency: { code: site.currency, symbol: site.currencySymbol, stepMultiple: site.stepMultiple },
    languages: site.languages.map((code) => ({ code, label: LANGUAGE_LABELS[code] })),
    defaultLanguage: site.defaultLanguage,
    integrations: {
      algolia: {
        appId: 'VITRINELOCAL',
        searchKey: 'local-search-key',
        host: 'local',
        indexPrefix: `vitrine_${site.folder}`,
      },
      cognito: { enabled: true, ...LOCAL_USER_POOL, endpoint: 'local' },
      captcha: { invisible: true },
    },
    catalog: {
      pricingStrategy: 'site-currency',
      algoliaIndexSuffix: '',
      taxCalculatedAtCheckout: site.taxCalculatedAtCheckout,
    },
    options: {
      // No startingNavContext: the demo home page (hero, tiles into both departments, product
      // trays) is where a shopper expects the logo and "/" to take them. A starting context would send
      // "/" to the women's listing on every visit and leave the home page unreachable; it
      // suits a shop whose departments each have their own landing page.
      navigation: { brandsPathname: 'brands' },
      components: {
        // One character is enough to suggest in every language; Japanese included, since a
        // single kana or kanji already narrows a search.
        searchInput: {
          searchThreshold: Object.fromEntries(site.languages.map((lang) => [lang, 1])),
        },
        cartIcon: { showWhenEmpty: true },
      },
    },
    paymentOptions: paymentOptionsOf(site),
    agreements: CHECKOUT_AGREEMENTS,
    theme: themeFor(site),
  };
}

/** The card schemes among a site's payment marks: what its card option shows. */
const CARD_MARKS = new Set(['visa', 'mastercard', 'amex', 'jcb', 'cartes-bancaires', 'unionpay']);

/** Each method's own mark (drawn by the app: features/checkout method-mark.tsx). */
const METHOD_MARKS: Readonly<Record<Exclude<PaymentBrandCode, 'creditcard'>, string>> = {
  paypal: 'paypal',
  googlepay: 'google-pay',
  applepay: 'apple-pay',
  ideal: 'ideal',
  alipay: 'alipay',
};

/** The order the payment step lists them in: cards, PayPal, the wallets, then the redirects. */
const LISTED: readonly PaymentBrandCode[] = [
  'creditcard',
  'paypal',
  'googlepay',
  'applepay',
  'ideal',
  'alipay',
];

const option = (brandCode: string, logos: string[], more: Partial<PaymentOption> = {}) => ({
  brandCode,
  logos,
  inTestMode: false,
  expressPayment: false,
  showAtPaymentStep: true,
  ...more,
});

/**
 * Exactly the methods the site's server takes (SITE_PAYMENT_BRANDS, spec §3), so a shopper is
 * never offered one the order call would refuse: cards with the schemes the site shows, PayPal
 * also as the basket's express button (the one express brand), the wallets (the app shows them
 * only where the browser can pay with them), iDEAL and Alipay where the site takes them. None
 * is in test mode (a tester's method would set inTestMode and show only with
 * ?showTestPayments).
 */
function paymentOptionsOf(site: SeedSite): PaymentOption[] {
  const taken = sitePaymentBrands(site.countryCode);
  return LISTED.filter((brand) => taken.includes(brand)).map((brand) =>
    brand === 'creditcard'
      ? option(
          brand,
          site.paymentIcons.filter((icon) => CARD_MARKS.has(icon)),
        )
      : option(brand, [METHOD_MARKS[brand]], {
          expressPayment: EXPRESS_BRAND_CODES.includes(brand),
        }),
  );
}

/**
 * What a shopper accepts before placing an order, on every site: the terms of sale and the
 * privacy policy, each with its page (spec §2 names /about-us/privacy-policy as the privacy
 * link's target).
 */
const CHECKOUT_AGREEMENTS: CheckoutAgreement[] = [
  {
    id: 'terms-and-conditions',
    label: 'WEB.CHECKOUT.AGREEMENT.TERMS',
    link: { path: '/about-us/terms', label: 'WEB.CHECKOUT.AGREEMENT.TERMS.LINK' },
  },
  {
    id: 'privacy',
    label: 'WEB.CHECKOUT.AGREEMENT.PRIVACY',
    link: { path: '/about-us/privacy-policy', label: 'WEB.CHECKOUT.AGREEMENT.PRIVACY.LINK' },
  },
];

/** The ids an order must carry in `agreements` (the server refuses it without every one). */
export const CHECKOUT_AGREEMENT_IDS: readonly string[] = CHECKOUT_AGREEMENTS.map(({ id }) => id);

/** Labels are keys the app translates from its label packs. */
export const SORT_OPTIONS: readonly SortOption[] = [
  { label: 'WEB.SORT.BESTMATCH', value: 'bestMatch', index: '' },
  { label: 'WEB.SORT.PRICE.ASC', value: 'price_asc', index: '_price_asc' },
  { label: 'WEB.SORT.PRICE.DESC', value: 'price_desc', index: '_price_desc' },
  { label: 'WEB.SORT.NEWEST', value: 'newest', index: '_newest' },
];

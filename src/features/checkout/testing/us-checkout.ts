/**
 * The US site for the checkout's tax tests: its configuration (prices before tax, tax calculated
 * at checkout) and its own English label pack, and a US cart ready for its tax (a delivery
 * address in Texas, STANDARD shipping). Test-only.
 */
import usEnglish from '../../../../public/us/language/en.json';
import type { Labels } from '../../../platform/i18n/i18n';
import type { LoadedSite } from '../../../platform/site/load-site';
import { testSite, testSiteConfig } from '../../../platform/testing/site-fixture';
import type { Cart } from '../../../shared/domain/cart';
import type { SiteIndexEntry } from '../../../shared/domain/site';
import { activeLocale } from '../../../shared/locale/active-locale';
import { checkoutCart } from './fake-checkout-shop';

const usEntry: SiteIndexEntry = {
  folder: 'us',
  countryCode: 'US',
  label: 'United States',
  languages: ['en'],
  defaultLanguage: 'en',
};

export const usSite: LoadedSite = {
  ...testSite,
  locale: activeLocale(usEntry, 'en'),
  sites: { defaultFolder: 'us', sites: [usEntry] },
  config: {
    ...testSiteConfig,
    siteTag: 'vitrine-us',
    sitePublicId: 'vitrine-us',
    country: { code: 'US', alpha3Code: 'USA', name: 'United States' },
    currency: { code: 'USD', symbol: '$', stepMultiple: 10 },
    catalog: { ...testSiteConfig.catalog, taxCalculatedAtCheckout: true },
  },
  labels: usEnglish as Labels,
};

export const AUSTIN = {
  addressType: 'DELIVERY' as const,
  type: 'shipping' as const,
  firstName: 'Jane',
  lastName: 'Doe',
  addressLine1: '100 Congress Avenue',
  city: 'Austin',
  postcode: '78701',
  region: 'US-TX',
  countryCode: 'US',
  phoneNumber: '+12015550123',
  email: 'jane@example.com',
  locale: 'en-US',
};

const US_OPTIONS = [
  {
    id: 'STANDARD',
    method: 'STANDARD' as const,
    price: 895,
    delivery: { min: 3, max: 6 },
    tooltip: 'WEB.CHECKOUT.SHIPPING.STANDARD.TOOLTIP',
    supportsBulkyItems: true,
  },
  {
    id: 'EXPRESS',
    method: 'EXPRESS' as const,
    price: 2495,
    delivery: { min: 1, max: 2 },
    tooltip: 'WEB.CHECKOUT.SHIPPING.EXPRESS.TOOLTIP',
    supportsBulkyItems: false,
  },
];

/**
 * A US cart of one $120 dress delivered to Austin, the consumer given, `selected` shipping (its
 * price in the totals), its tax as `tax` says: NOT_CALCULATED and PENDING before tax, DONE with
 * 6.25 % of the dress and of the shipping ($7.50 + $0.56 for STANDARD).
 */
export function usCart(
  tax: Cart['taxStatus'],
  selected: 'STANDARD' | 'EXPRESS' | null = 'STANDARD',
): Cart {
  const shipping = US_OPTIONS.find((option) => option.id === selected)?.price ?? 0;
  const base = checkoutCart(
    {
      addresses: [AUSTIN, { ...AUSTIN, addressType: 'BILLING', type: 'billing' }],
      consumer: {
        accountId: null,
        reference: 'consumer-1',
        typeTag: 'NEW',
        properties: { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' },
      },
      shipping: { countryCode: 'US', options: US_OPTIONS, selected },
    },
    shipping,
  );
  const summary = { ...base.cartSummary, currency: 'USD' };
  if (tax !== 'DONE')
    return { ...base, cartSummary: summary, taxCalculated: false, taxStatus: tax };
  const shippingTax = Math.round(shipping * 0.0625);
  const totalTax = 750 + shippingTax;
  return {
    ...base,
    cartSummary: {
      ...summary,
      totalTax,
      deliveryCost: shipping + shippingTax,
      totalCost: summary.totalCost + totalTax,
    },
    taxCalculated: true,
    taxStatus: 'DONE',
  };
}

/**
 * A complete LoadedSite for component tests: the GB site with its real English label pack, so
 * tests read the texts a shopper sees. Test-only: nothing in the app imports this module.
 */
import englishPack from '../../../public/gb/language/en.json';
import type { SiteConfig, SitesIndex, SortOption } from '../../shared/domain/site';
import { activeLocale } from '../../shared/locale/active-locale';
import { gbSite } from '../../shared/testing/sites-fixture';
import type { Labels } from '../i18n/i18n';
import type { LoadedSite } from '../site/load-site';

export const testSiteConfig: SiteConfig = {
  siteTag: 'vitrine-gb',
  sitePublicId: 'vitrine-gb',
  inMaintenance: false,
  country: { code: 'GB', alpha3Code: 'GBR', name: 'United Kingdom' },
  currency: { code: 'GBP', symbol: '£', stepMultiple: 5 },
  languages: [{ code: 'en', label: 'English' }],
  defaultLanguage: 'en',
  integrations: {
    algolia: {
      appId: 'VITRINELOCAL',
      searchKey: 'local-search-key',
      host: 'local',
      indexPrefix: 'vitrine_gb',
    },
    cognito: {
      enabled: false,
      region: 'eu-west-1',
      userPoolId: 'eu-west-1_Fixture01',
      clientId: 'fixtureclient',
      endpoint: 'local',
    },
  },
  catalog: { pricingStrategy: 'default', algoliaIndexSuffix: '' },
  options: {
    navigation: { brandsPathname: 'brands' },
    components: {
      searchInput: { searchThreshold: { en: 1 } },
      cartIcon: { showWhenEmpty: true },
    },
  },
  paymentOptions: [
    {
      brandCode: 'creditcard',
      logos: ['visa', 'mastercard', 'amex'],
      inTestMode: false,
      expressPayment: false,
      showAtPaymentStep: true,
    },
  ],
  agreements: [
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
  ],
  theme: {},
};

export const testSortOptions: SortOption[] = [
  { label: 'WEB.SORT.BESTMATCH', value: 'bestMatch', index: '' },
  { label: 'WEB.SORT.PRICE.ASC', value: 'price_asc', index: '_price_asc' },
];

const sites: SitesIndex = { defaultFolder: 'gb', sites: [gbSite] };

export const testSite: LoadedSite = {
  locale: activeLocale(gbSite, 'en'),
  sites,
  config: testSiteConfig,
  sortOptions: testSortOptions,
  labels: englishPack as Labels,
};

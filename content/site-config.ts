/**
 * sites.json, themes/config.json and sortOptions.json of the seeded sites. Search runs on the
 * local Algolia-compatible engine ("host: local"); pointing a site at hosted Algolia is a
 * matter of changing appId, searchKey and host here.
 */
import type { SiteConfig, SitesIndex, SortOption } from '../src/shared/domain/site';
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
      cognito: { enabled: false },
      captcha: { invisible: true },
    },
    catalog: { pricingStrategy: 'site-currency', algoliaIndexSuffix: '' },
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
    theme: themeFor(site),
  };
}

/** Labels are keys the app translates from its label packs. */
export const SORT_OPTIONS: readonly SortOption[] = [
  { label: 'WEB.SORT.BESTMATCH', value: 'bestMatch', index: '' },
  { label: 'WEB.SORT.PRICE.ASC', value: 'price_asc', index: '_price_asc' },
  { label: 'WEB.SORT.PRICE.DESC', value: 'price_desc', index: '_price_desc' },
  { label: 'WEB.SORT.NEWEST', value: 'newest', index: '_newest' },
];

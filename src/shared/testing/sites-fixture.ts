/**
 * A sites.json for tests: a one-language site (GB, the default), a site whose default language
 * is not English (JP) and a right-to-left one (AE). Test-only: nothing in the app imports it.
 */
import type { SiteIndexEntry, SitesIndex } from '../domain/site';

export const gbSite: SiteIndexEntry = {
  folder: 'gb',
  countryCode: 'GB',
  label: 'United Kingdom',
  languages: ['en'],
  defaultLanguage: 'en',
};

export const jpSite: SiteIndexEntry = {
  folder: 'jp',
  countryCode: 'JP',
  label: '日本',
  languages: ['ja', 'en'],
  defaultLanguage: 'ja',
};

export const aeSite: SiteIndexEntry = {
  folder: 'ae',
  countryCode: 'AE',
  label: 'UAE',
  languages: ['ar', 'en'],
  defaultLanguage: 'ar',
};

export const testSitesIndex: SitesIndex = { defaultFolder: 'gb', sites: [gbSite, jpSite, aeSite] };

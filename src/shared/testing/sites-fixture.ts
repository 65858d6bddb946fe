/**
 * A sites.json for tests: a one-language site (GB, the default), a site whose default language
 * is not English (JP), a right-to-left one (AE) and one whose English is its own (US).
 * Test-only: nothing in the app imports it.
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

export const usSite: SiteIndexEntry = {
  folder: 'us',
  countryCode: 'US',
  label: 'United States',
  languages: ['en'],
  defaultLanguage: 'en',
};

export const testSitesIndex: SitesIndex = {
  defaultFolder: 'gb',
  sites: [gbSite, jpSite, aeSite, usSite],
};

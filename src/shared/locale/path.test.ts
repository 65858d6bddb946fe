import { describe, expect, it } from 'vitest';
import type { SitesIndex } from '../domain/site';
import { intlLocale, isRtl, resolveLocale, switchLanguagePath } from './path';

const index: SitesIndex = {
  defaultFolder: 'gb',
  sites: [
    {
      folder: 'gb',
      countryCode: 'GB',
      label: 'United Kingdom',
      languages: ['en'],
      defaultLanguage: 'en',
    },
    {
      folder: 'jp',
      countryCode: 'JP',
      label: 'Japan',
      languages: ['ja', 'en'],
      defaultLanguage: 'ja',
    },
    {
      folder: 'ae',
      countryCode: 'AE',
      label: 'UAE',
      languages: ['ar', 'en'],
      defaultLanguage: 'ar',
    },
  ],
};

describe('resolveLocale', () => {
  it('accepts a known folder and language', () => {
    const r = resolveLocale('/jp/en/women/clothing', '?page=2', '', index);
    expect(r).toMatchObject({ base: '/jp/en', language: 'en', rest: '/women/clothing' });
    expect(r.redirectTo).toBeUndefined();
  });

  it('sends the bare root to the default site, keeping the query', () => {
    expect(resolveLocale('/', '?utm=x', '', index).redirectTo).toBe('/gb/en/?utm=x');
  });

  it('replaces an unknown prefix with the default one and keeps path and query', () => {
    const r = resolveLocale('/xx/yy/women', '?sortBy=price_asc', '', index);
    expect(r.redirectTo).toBe('/gb/en/women?sortBy=price_asc');
  });

  it('keeps a path that has no prefix at all', () => {
    expect(resolveLocale('/women/clothing', '', '', index).redirectTo).toBe(
      '/gb/en/women/clothing',
    );
  });

  it('uses the default language of a known folder with an unknown language', () => {
    expect(resolveLocale('/ae/de/men', '', '', index).redirectTo).toBe('/ae/ar/men');
    expect(resolveLocale('/jp', '', '', index).redirectTo).toBe('/jp/ja/');
  });

  it('redirects /index.html to / keeping query and hash', () => {
    expect(resolveLocale('/gb/en/index.html', '?a=1', '#top', index).redirectTo).toBe(
      '/gb/en/?a=1#top',
    );
    expect(resolveLocale('/index.html', '?a=1', '', index).redirectTo).toBe('/gb/en/?a=1');
  });
});

describe('locale helpers', () => {
  it('knows right-to-left languages', () => {
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('he')).toBe(true);
    expect(isRtl('en')).toBe(false);
  });
  it('builds Intl locales', () => expect(intlLocale('ar', 'ae')).toBe('ar-AE'));
  it('switches language keeping path and query', () => {
    expect(switchLanguagePath('/ae/ar', 'en', '/women', '?page=2')).toBe('/ae/en/women?page=2');
  });
});

import { describe, expect, it } from 'vitest';
import { testSitesIndex as index } from '../testing/sites-fixture';
import { resolveLocale } from './resolve-locale';

const at = (pathname: string, search = '', hash = '') =>
  resolveLocale({ pathname, search, hash }, index);

describe('resolveLocale', () => {
  it('accepts a known folder and language and derives the whole locale from them', () => {
    const r = at('/jp/en/women/clothing', '?page=2');
    expect(r.rest).toBe('/women/clothing');
    expect(r.redirectTo).toBeUndefined();
    expect(r.locale).toEqual({
      site: index.sites[1],
      country: 'JP',
      language: 'en',
      dir: 'ltr',
      base: '/jp/en',
      intlLocale: 'en-JP',
    });
  });

  it('reads the US site as English of the US: en-US numbers, dates and dollars', () => {
    expect(at('/us/en/checkout/shipping').locale).toMatchObject({
      country: 'US',
      language: 'en',
      dir: 'ltr',
      base: '/us/en',
      intlLocale: 'en-US',
    });
    expect(at('/us').redirectTo).toBe('/us/en/');
    expect(at('/us/fr/women').redirectTo).toBe('/us/en/women');
  });

  it('makes Arabic right-to-left', () => {
    expect(at('/ae/ar/').locale).toMatchObject({ dir: 'rtl', intlLocale: 'ar-AE' });
  });

  it('sends the bare root to the default site, keeping the query', () => {
    const r = at('/', '?utm=x');
    expect(r.redirectTo).toBe('/gb/en/?utm=x');
    expect(r.locale.base).toBe('/gb/en');
  });

  it('replaces an unknown prefix with the default one and keeps path and query', () => {
    const r = at('/xx/yy/women', '?sortBy=price_asc');
    expect(r.redirectTo).toBe('/gb/en/women?sortBy=price_asc');
    expect(r.rest).toBe('/women');
  });

  it('keeps a path that has no prefix at all', () => {
    expect(at('/women/clothing').redirectTo).toBe('/gb/en/women/clothing');
  });

  it('uses the default language of a known folder with a missing or unknown language', () => {
    expect(at('/ae/de/men').redirectTo).toBe('/ae/ar/men');
    expect(at('/jp').redirectTo).toBe('/jp/ja/');
    expect(at('/jp/women').redirectTo).toBe('/jp/ja/women');
  });

  it('writes a folder given in capitals the canonical way', () => {
    const r = at('/JP/en/women');
    expect(r.redirectTo).toBe('/jp/en/women');
    expect(r.locale.base).toBe('/jp/en');
  });

  it('redirects /index.html to / keeping query and hash', () => {
    expect(at('/gb/en/index.html', '?a=1', '#top').redirectTo).toBe('/gb/en/?a=1#top');
    expect(at('/index.html', '?a=1').redirectTo).toBe('/gb/en/?a=1');
  });
});

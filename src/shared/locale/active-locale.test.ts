import { describe, expect, it } from 'vitest';
import { aeSite } from '../testing/sites-fixture';
import { activeLocale, intlLocale, isRtl } from './active-locale';

describe('active locale', () => {
  it('knows right-to-left languages, regional variants included', () => {
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('he')).toBe(true);
    expect(isRtl('ar-EG')).toBe(true);
    expect(isRtl('en')).toBe(false);
  });

  it('builds Intl locales from the language and the country', () => {
    expect(intlLocale('ar', 'ae')).toBe('ar-AE');
    expect(intlLocale('pt_BR', 'BR')).toBe('pt-BR');
    expect(intlLocale('zh_hant', 'TW')).toBe('zh-Hant-TW');
    expect(() => new Intl.NumberFormat(intlLocale('zh_hant', 'TW'))).not.toThrow();
  });

  it('derives direction, base and Intl locale of a site language', () => {
    expect(activeLocale(aeSite, 'ar')).toEqual({
      site: aeSite,
      country: 'AE',
      language: 'ar',
      dir: 'rtl',
      base: '/ae/ar',
      intlLocale: 'ar-AE',
    });
  });
});

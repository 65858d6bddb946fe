import { describe, expect, it } from 'vitest';
import {
  countrySiteUrl,
  localeBase,
  localeUrl,
  readLocalePrefix,
  switchLanguageUrl,
} from './locale-url';

describe('readLocalePrefix', () => {
  it('reads a folder and a language from the first two segments', () => {
    expect(readLocalePrefix('/gb/fr/women/dresses')).toEqual({
      folder: 'gb',
      writtenFolder: 'gb',
      language: 'fr',
      rest: ['women', 'dresses'],
    });
  });

  it('reads regional languages and lower-cases the folder', () => {
    expect(readLocalePrefix('/BR/pt_BR/')).toMatchObject({ folder: 'br', language: 'pt_BR' });
  });

  it('takes a category word for the app path, not for a locale', () => {
    expect(readLocalePrefix('/women/dresses')).toEqual({ rest: ['women', 'dresses'] });
    expect(readLocalePrefix('/gb/women')).toEqual({
      folder: 'gb',
      writtenFolder: 'gb',
      rest: ['women'],
    });
    expect(readLocalePrefix('/')).toEqual({ rest: [] });
  });
});

describe('locale URLs', () => {
  it('writes the base and full URLs of a site language', () => {
    expect(localeBase('gb', 'en')).toBe('/gb/en');
    expect(localeUrl('gb', 'en')).toBe('/gb/en/');
    expect(localeUrl('gb', 'en', '/women', '?page=2', '#top')).toBe('/gb/en/women?page=2#top');
  });

  it('switches language keeping path and query', () => {
    expect(switchLanguageUrl({ folder: 'ae' }, 'en', '/women', '?page=2')).toBe(
      '/ae/en/women?page=2',
    );
    expect(switchLanguageUrl({ folder: 'ae' }, 'ar', '/', '')).toBe('/ae/ar/');
  });

  it("opens another country on its default language's home page", () => {
    expect(countrySiteUrl({ folder: 'jp', defaultLanguage: 'ja' })).toBe('/jp/ja/');
  });
});

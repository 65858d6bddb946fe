// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../shared/domain/site';
import { activeLocale } from '../../shared/locale/active-locale';
import { aeSite } from '../../shared/testing/sites-fixture';
import { applySiteToDocument, themeProperties } from './apply-site-to-document';

const config = { theme: { 'c-ink': '#000000', '--c-accent': '#123456' } } as unknown as SiteConfig;

describe('applySiteToDocument', () => {
  it('sets lang, dir, the language class and the theme over the defaults', () => {
    document.documentElement.classList.add('lang-en');
    applySiteToDocument(document, { locale: activeLocale(aeSite, 'ar'), config });
    const root = document.documentElement;
    expect(root.lang).toBe('ar');
    expect(root.dir).toBe('rtl');
    expect([...root.classList]).toEqual(['lang-ar']);
    expect(root.style.getPropertyValue('--c-ink')).toBe('#000000');
    expect(root.style.getPropertyValue('--c-accent')).toBe('#123456');
    // a default the theme does not override is still applied
    expect(root.style.getPropertyValue('--c-paper')).toBe('#faf8f4');
  });

  it('accepts theme keys with or without the leading dashes', () => {
    expect(themeProperties({ radius: '0' })['--radius']).toBe('0');
  });
});

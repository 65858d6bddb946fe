import { describe, expect, it } from 'vitest';
import type { SiteRuntime } from '../catalogue/types';
import { indexHtmlRedirect } from './index-redirect';

const site = (folder: string, languages: string[]) =>
  ({ folder, languages, defaultLanguage: languages[0] }) as SiteRuntime;
const sites = [site('gb', ['en']), site('ae', ['ar', 'en'])];

describe('indexHtmlRedirect', () => {
  it('sends every site language’s index.html to its home, keeping the query', () => {
    expect(indexHtmlRedirect('/gb/en/index.html', sites)).toBe('/gb/en/');
    expect(indexHtmlRedirect('/ae/ar/index.html?utm=x&a=1', sites)).toBe('/ae/ar/?utm=x&a=1');
    expect(indexHtmlRedirect('/ae/en/index.html', sites)).toBe('/ae/en/');
  });

  it('leaves other paths alone', () => {
    for (const url of [
      '/index.html',
      '/gb/fr/index.html',
      '/xx/en/index.html',
      '/gb/en/women/index.html',
      '/gb/en/index.htm',
    ]) {
      expect(indexHtmlRedirect(url, sites)).toBeNull();
    }
  });
});

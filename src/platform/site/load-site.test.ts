import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteIndexEntry, SitesIndex } from '../../shared/domain/site';
import { activeLocale } from '../../shared/locale/active-locale';
import { loadSite, prefetchSiteFiles } from './load-site';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function fakeContent() {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      requested.push(path);
      if (path.endsWith('config.json')) return Promise.resolve(json({ country: { code: 'GB' } }));
      if (path.endsWith('sortOptions.json')) return Promise.resolve(json([]));
      if (path.includes('/language/')) return Promise.resolve(json({ 'WEB.HELLO': path }));
      return Promise.resolve(new Response('missing', { status: 404 }));
    }),
  );
  return requested;
}

const gb: SiteIndexEntry = {
  folder: 'gb',
  countryCode: 'GB',
  label: 'United Kingdom',
  languages: ['en', 'fr'],
  defaultLanguage: 'en',
};
const sites: SitesIndex = { defaultFolder: 'gb', sites: [gb] };

afterEach(() => vi.unstubAllGlobals());

describe('prefetchSiteFiles', () => {
  it('starts the files of the folder and language a canonical URL names', () => {
    const requested = fakeContent();
    const prefetched = prefetchSiteFiles('/gb/fr/women/dresses');
    expect(prefetched).toMatchObject({ folder: 'gb', language: 'fr' });
    expect(requested).toEqual([
      '/gb/themes/config.json',
      '/gb/sortOptions.json',
      '/gb/language/fr.json',
    ]);
  });

  it('guesses nothing for a URL without a site and language', () => {
    const requested = fakeContent();
    expect(prefetchSiteFiles('/')).toBeNull();
    expect(prefetchSiteFiles('/women/dresses')).toBeNull();
    expect(requested).toEqual([]);
  });
});

describe('loadSite', () => {
  it('uses the prefetched files when the guess was right, without asking again', async () => {
    const requested = fakeContent();
    const site = await loadSite(sites, activeLocale(gb, 'fr'), prefetchSiteFiles('/gb/fr/'));
    expect(site.labels).toEqual({ 'WEB.HELLO': '/gb/language/fr.json' });
    expect(requested).toHaveLength(3);
  });

  it('loads the right files when the guess was wrong', async () => {
    const requested = fakeContent();
    const site = await loadSite(sites, activeLocale(gb, 'en'), prefetchSiteFiles('/gb/fr/'));
    expect(site.labels).toEqual({ 'WEB.HELLO': '/gb/language/en.json' });
    expect(requested.slice(3)).toContain('/gb/language/en.json');
  });
});

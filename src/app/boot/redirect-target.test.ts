import { describe, expect, it } from 'vitest';
import { resolveLocale } from '../../shared/locale/resolve-locale';
import { testSitesIndex as sites } from '../../shared/testing/sites-fixture';
import { redirectTarget } from './redirect-target';

function decide(pathname: string, search = '', hash = '') {
  const location = { pathname, search, hash };
  return redirectTarget(resolveLocale(location, sites), location);
}

describe('boot redirect decision', () => {
  it('leaves a canonical URL alone', () => {
    expect(decide('/gb/en/women/clothing', '?sortBy=price_asc')).toBeNull();
    expect(decide('/jp/en/')).toBeNull();
  });

  it('replaces an unknown prefix with the default site and keeps path and query', () => {
    expect(decide('/xx/yy/women', '?query=coat')).toBe('/gb/en/women?query=coat');
    expect(decide('/')).toBe('/gb/en/');
  });

  it('keeps a known country and fills in its default language', () => {
    expect(decide('/jp/de/men')).toBe('/jp/ja/men');
  });

  it('sends /index.html to the home page with query and hash', () => {
    expect(decide('/gb/en/index.html', '?a=1', '#top')).toBe('/gb/en/?a=1#top');
  });

  it('does not redirect when the target equals the current URL', () => {
    expect(
      redirectTarget(
        { redirectTo: '/gb/en/?x=1' },
        { pathname: '/gb/en/', search: '?x=1', hash: '' },
      ),
    ).toBeNull();
    expect(redirectTarget({}, { pathname: '/anything', search: '', hash: '' })).toBeNull();
  });
});

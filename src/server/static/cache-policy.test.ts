import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, isSpaRoute, REVALIDATE, SHORT } from './cache-policy';

describe('cacheControlFor', () => {
  it.each([
    ['/assets/index-ZgfNiUDf.js', IMMUTABLE],
    ['/assets/index-Bz64EyU3.css', IMMUTABLE],
    ['/sw.js', REVALIDATE],
    ['/index.html', REVALIDATE],
    ['/manifest.webmanifest', REVALIDATE],
    ['/metadata-v2.json', REVALIDATE],
    ['/sites.json', REVALIDATE],
    ['/gb/themes/config.json', REVALIDATE],
    ['/gb/data/en/navTree.json', REVALIDATE],
    ['/jp/language/ja.json', REVALIDATE],
    ['/gb/sortOptions.json', REVALIDATE],
    ['/icons/icon-192.png', SHORT],
    ['/sprites.svg', SHORT],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});

describe('isSpaRoute', () => {
  const html = 'text/html,application/xhtml+xml';
  it.each([
    ['/gb/en/women', html, true],
    ['/gb/en/product/satin-dress/P000001', html, true],
    ['/gb/en/women', 'application/json', false],
    ['/gb/en/women', undefined, false],
    ['/api/unknown', html, false],
    ['/api', html, false],
    ['/search/1/indexes', html, false],
    ['/media/p/dress/front.svg', html, false],
    ['/gb/data/en/missing.json', html, false],
    ['/apiary/shop', html, true],
  ])('%s accepting %s → %s', (path, accept, expected) => {
    expect(isSpaRoute(path, accept)).toBe(expected);
  });
});

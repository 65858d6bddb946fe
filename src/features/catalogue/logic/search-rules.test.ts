import { describe, expect, it } from 'vitest';
import { readSearchRules, redirectTarget } from './search-rules';

describe('readSearchRules', () => {
  it('takes the first redirect and every banner with content, ignoring anything else', () => {
    const rules = readSearchRules([
      { type: 'banner', title: 'The linen edit', text: 'Light layers', link: '/women/linen' },
      { type: 'redirect', url: '/women/sale' },
      { type: 'redirect', url: '/men/sale' },
      { type: 'banner' },
      { type: 'unknown', title: 'x' },
      null,
      'text',
    ]);
    expect(rules.redirect).toBe('/women/sale');
    expect(rules.banners).toEqual([
      { title: 'The linen edit', text: 'Light layers', link: '/women/linen' },
    ]);
  });

  it('reads a banner position (0-based) and page (1-based), dropping invalid ones', () => {
    const { banners } = readSearchRules([
      { type: 'banner', title: 'a', position: 4, page: 2 },
      { type: 'banner', title: 'b', position: -1, page: 0 },
      { type: 'banner', title: 'c', position: '3', page: 1.5 },
    ]);
    expect(banners.map((b) => [b.position, b.page])).toEqual([
      [4, 2],
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });

  it('treats a missing or malformed userData as no rules', () => {
    expect(readSearchRules(undefined)).toEqual({ redirect: undefined, banners: [] });
    expect(readSearchRules({ type: 'redirect', url: '/x' })).toEqual({
      redirect: undefined,
      banners: [],
    });
  });
});

describe('redirectTarget', () => {
  const origin = 'https://shop.example';
  it('keeps shop paths in the app, with or without the router base', () => {
    expect(redirectTarget('/women/sale', '/gb/en', origin)).toEqual({
      kind: 'route',
      path: '/women/sale',
    });
    expect(redirectTarget('/gb/en/women/sale?sortBy=price_asc', '/gb/en', origin)).toEqual({
      kind: 'route',
      path: '/women/sale?sortBy=price_asc',
    });
    expect(redirectTarget('https://shop.example/gb/en/men', '/gb/en', origin)).toEqual({
      kind: 'route',
      path: '/men',
    });
  });

  it('leaves for other origins and refuses scripts and protocol-relative URLs', () => {
    expect(redirectTarget('https://other.example/x', '/gb/en', origin)).toEqual({
      kind: 'external',
      url: 'https://other.example/x',
    });
    expect(redirectTarget('javascript:alert(1)', '/gb/en', origin)).toBeUndefined();
    expect(redirectTarget('//evil.example/x', '/gb/en', origin)).toBeUndefined();
  });
});

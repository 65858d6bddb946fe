import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../../shared/domain/content';
import { navContextOf, startingContextPath } from './nav-context';

const contexts: NavItem[] = [
  { key: 'women', label: 'Women', path: '/women' },
  { key: 'men', label: 'Men', path: '/men' },
  { key: 'kids', label: 'Kids', path: '/kids', hide: true },
];

describe('navContextOf', () => {
  it('finds the context of a navigation path by its first segment', () => {
    expect(navContextOf('/men/clothing/coats?page=2', contexts)?.key).toBe('men');
    expect(navContextOf('/Women/brands/harrow', contexts)?.key).toBe('women');
  });

  it('finds none for the home page and pages outside the contexts', () => {
    expect(navContextOf('/', contexts)).toBeNull();
    expect(navContextOf('/search?query=coat', contexts)).toBeNull();
    expect(navContextOf('/product/linen-dress/p1', contexts)).toBeNull();
  });
});

describe('startingContextPath', () => {
  it("is the starting context's path when the shopper is elsewhere", () => {
    expect(startingContextPath(contexts, 'men', '/')).toBe('/men');
  });

  it('is null when no starting context is configured', () => {
    expect(startingContextPath(contexts, undefined, '/')).toBeNull();
    expect(startingContextPath(contexts, '', '/')).toBeNull();
  });

  it('is null when the menu has no such (visible) context', () => {
    expect(startingContextPath(contexts, 'home', '/')).toBeNull();
    expect(startingContextPath(contexts, 'kids', '/')).toBeNull();
  });

  it('is null when the shopper is already on that path (no redirect loop)', () => {
    const atRoot: NavItem[] = [{ key: 'all', label: 'All', path: '/' }];
    expect(startingContextPath(atRoot, 'all', '/')).toBeNull();
    expect(startingContextPath(contexts, 'women', '/women/')).toBeNull();
  });
});

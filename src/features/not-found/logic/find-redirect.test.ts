import { describe, expect, it } from 'vitest';
import { findRedirect } from './find-redirect';

const data = {
  redirects: {
    '/womens': '/women',
    '/Women/Dresses/': '/women/clothing/dresses',
    '/promo': '/women/sale?sortBy=price_asc',
    '/loop': '/loop/',
  },
};

describe('findRedirect', () => {
  it('finds a path regardless of case and trailing slash', () => {
    expect(findRedirect(data, '/womens')).toBe('/women');
    expect(findRedirect(data, '/WOMENS/')).toBe('/women');
    expect(findRedirect(data, '/women/dresses')).toBe('/women/clothing/dresses');
  });

  it("keeps the shopper's query unless the target has its own", () => {
    expect(findRedirect(data, '/womens?color=red#top')).toBe('/women?color=red#top');
    expect(findRedirect(data, '/promo?color=red')).toBe('/women/sale?sortBy=price_asc');
  });

  it('answers null for unknown paths and self-redirects', () => {
    expect(findRedirect(data, '/nowhere')).toBeNull();
    expect(findRedirect(data, '/loop')).toBeNull();
    expect(findRedirect(data, '/%E0%A4%A')).toBeNull();
  });
});

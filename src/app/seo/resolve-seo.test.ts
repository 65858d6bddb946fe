import { describe, expect, it } from 'vitest';
import type { NavTreeNode, SeoData } from '../../shared/domain/content';
import { notFoundTitle, resolveSeo, siteName } from './resolve-seo';

const seo: SeoData = {
  site: { title: 'Vitrine | Fashion for Women and Men', description: 'Independent labels.' },
  pages: [{ path: '/women', title: 'Womenswear | Vitrine', description: 'Dresses, knitwear.' }],
};
const dresses: NavTreeNode = {
  key: 'women-clothing-dresses',
  label: 'Dresses',
  h1: "Women's dresses",
  path: '/women/clothing/dresses',
  filters: {},
};

describe('resolveSeo', () => {
  it('uses the site texts at the root', () => {
    expect(resolveSeo('/', seo, null)).toEqual(seo.site);
  });

  it('prefers a configured page entry, ignoring a trailing slash and the query', () => {
    expect(resolveSeo('/women/?sortBy=newest', seo, null).title).toBe('Womenswear | Vitrine');
  });

  it('names a listing after its category', () => {
    expect(resolveSeo('/women/clothing/dresses', seo, dresses)).toEqual({
      title: "Women's dresses | Vitrine",
      description: 'Independent labels.',
    });
  });

  it('falls back to the site texts and names the 404', () => {
    expect(resolveSeo('/product/x/1', seo, null)).toEqual(seo.site);
    expect(notFoundTitle('Page not found', seo)).toBe('Page not found | Vitrine');
    expect(siteName({ ...seo, site: { ...seo.site, title: 'Vitrine' } })).toBe('Vitrine');
  });
});

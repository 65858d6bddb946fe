import { describe, expect, it } from 'vitest';
import { filtersToExpression } from '../../catalogue';
import { BRAND_FILTER, brandListing } from './brand-listing';
import { brandNameForTag, brandTag } from './brand-tag';
import { groupByLetter, groupOf } from './group-by-letter';

describe('brandTag', () => {
  it('matches the catalogue slug rule', () => {
    expect(brandTag('Harrow & Finch')).toBe('harrow-and-finch');
    expect(brandTag('Maison Céleste')).toBe('maison-celeste');
    expect(brandTag('Kōyō Studio')).toBe('koyo-studio');
    expect(brandNameForTag(['Atelier Nord', 'Harrow & Finch'], 'Harrow-And-Finch')).toBe(
      'Harrow & Finch',
    );
    expect(brandNameForTag(['Atelier Nord'], 'nobody')).toBeUndefined();
  });
});

describe('groupByLetter', () => {
  it('groups A–Z with accents folded, then 0–9, then the rest', () => {
    const groups = groupByLetter(
      ['Sable Row', 'Éclat', 'atelier Nord', '7 Seas', 'Alba Leather', '«Quote»', 'Émile'],
      'en-GB',
    );
    expect(groups).toEqual([
      { key: 'A', names: ['Alba Leather', 'atelier Nord'] },
      { key: 'E', names: ['Éclat', 'Émile'] },
      { key: 'S', names: ['Sable Row'] },
      { key: '0-9', names: ['7 Seas'] },
      { key: '#', names: ['«Quote»'] },
    ]);
    expect(groupOf('  north')).toBe('N');
  });
});

describe('brandListing', () => {
  const women = {
    key: 'women',
    label: 'Women',
    path: '/gb/en/women',
    filters: { gender: ['women'] },
  };

  it('fixes the brand by its tag, keeps the context filters and names the brand in the h1', () => {
    const { node, trail } = brandListing({
      name: 'Harrow & Finch',
      href: '/gb/en/women/brands/harrow-and-finch',
      indexLabel: 'All brands',
      indexHref: '/gb/en/women/brands',
      context: { ...women, items: [] },
    });
    expect(node).toMatchObject({
      h1: 'Harrow & Finch',
      path: '/gb/en/women/brands/harrow-and-finch',
      filters: { gender: ['women'], [BRAND_FILTER]: ['harrow-and-finch'] },
    });
    // the brand tag survives the listing's value sanitising, the name would not
    expect(filtersToExpression(node.filters)).toBe(
      'gender:"women" AND brand.tag:"harrow-and-finch"',
    );
    expect(trail.map((crumb) => [crumb.label, crumb.path])).toEqual([
      ['Women', '/gb/en/women'],
      ['All brands', '/gb/en/women/brands'],
      ['Harrow & Finch', '/gb/en/women/brands/harrow-and-finch'],
    ]);
  });

  it('without a context: brands index → brand', () => {
    const { trail } = brandListing({
      name: 'Sable Row',
      href: '/gb/en/brands/sable-row',
      indexLabel: 'All brands',
      indexHref: '/gb/en/brands',
      context: null,
    });
    expect(trail.map((crumb) => crumb.label)).toEqual(['All brands', 'Sable Row']);
    expect(trail.at(-1)?.filters).toEqual({ [BRAND_FILTER]: ['sable-row'] });
  });
});

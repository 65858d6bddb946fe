import { describe, expect, it } from 'vitest';
import type { SortOption } from '../../../shared/domain/site';
import { sortOptionAppliesTo as sortAppearsOn } from '../../../shared/domain/sort-rules';
import { sideNavTarget } from './side-nav-target';

const sorts: SortOption[] = [
  { label: 'Best', value: 'bestMatch', index: '' },
  { label: 'Price', value: 'price_asc', index: '_price_asc' },
  { label: 'New', value: 'newest', index: '_newest', doesNotAppear: ['/women/sale'] },
  { label: 'Sale', value: 'discount', index: '_discount', onlyAppear: ['/women/sale'] },
];

describe('sideNavTarget', () => {
  it('applies a child on the current path in place with its own parameters only', () => {
    const target = sideNavTarget(
      '/women/clothing?color=red&page=2',
      { pathname: '/women/clothing/', search: '?size=M&sortBy=price_asc' },
      sorts,
    );
    expect(target).toEqual({ href: '/women/clothing?color=red&page=2', inPlace: true });
    expect(
      sideNavTarget('/women', { pathname: '/women', search: '?color=red&page=3' }, sorts),
    ).toEqual({ href: '/women', inPlace: true });
  });

  it('navigates elsewhere keeping parameters, without page and featuredProductIds', () => {
    const target = sideNavTarget(
      '/women/shoes',
      {
        pathname: '/women/clothing',
        search: '?color=black&page=3&featuredProductIds=P1&sortBy=price_asc',
      },
      sorts,
    );
    expect(target.inPlace).toBe(false);
    expect(target.href).toBe('/women/shoes?color=black&sortBy=price_asc');
  });

  it("lets the child's own parameters win", () => {
    const target = sideNavTarget(
      '/women/new-in?collections=new-in',
      { pathname: '/women', search: '?collections=basics&color=red' },
      sorts,
    );
    expect(target.href).toBe('/women/new-in?color=red&collections=new-in');
  });

  it('drops sortBy where the target path excludes the sort option', () => {
    const current = { pathname: '/women/clothing', search: '?sortBy=newest' };
    expect(sideNavTarget('/women/sale', current, sorts).href).toBe('/women/sale');
    expect(sideNavTarget('/women/shoes', current, sorts).href).toBe('/women/shoes?sortBy=newest');
    const onlySale = { pathname: '/women/sale', search: '?sortBy=discount' };
    expect(sideNavTarget('/women/sale/dresses', onlySale, sorts).href).toBe(
      '/women/sale/dresses?sortBy=discount',
    );
    expect(sideNavTarget('/men', onlySale, sorts).href).toBe('/men');
    // an unknown sort option is not carried either
    expect(sideNavTarget('/men', { pathname: '/women', search: '?sortBy=bogus' }, sorts).href).toBe(
      '/men',
    );
  });

  it('matches sort path rules by prefix', () => {
    expect(sortAppearsOn(sorts[2]!, '/women/sale/')).toBe(false);
    expect(sortAppearsOn(sorts[2]!, '/women/sales')).toBe(true);
    expect(sortAppearsOn(sorts[3]!, '/women/sale/tops')).toBe(true);
  });
});

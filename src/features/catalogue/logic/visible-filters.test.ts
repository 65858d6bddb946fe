import { describe, expect, it } from 'vitest';
import type { FilterDefinition } from '../../../shared/domain/content';
import { visibleFilters } from './visible-filters';

const definitions: FilterDefinition[] = [
  {
    name: 'brand',
    attribute: 'brand.name',
    type: 'facet',
    label: 'WEB.FILTER.BRAND',
    options: [
      { value: 'Aster', tag: 'aster' },
      { value: 'Lune', tag: 'lune' },
    ],
  },
  {
    name: 'color',
    attribute: 'color.group',
    type: 'facet',
    label: 'WEB.FILTER.COLOR',
    showSwatch: true,
    options: [
      { value: 'blue', tag: 'blue', rgb: '#00f' },
      { value: 'red', tag: 'red', rgb: '#f00' },
    ],
  },
  { name: 'priceRange', attribute: 'salePrice', type: 'numeric', label: 'WEB.FILTER.PRICE' },
  { name: 'onSale', attribute: 'onSale', type: 'boolean', label: 'WEB.FILTER.ONSALE' },
];

describe('visibleFilters', () => {
  it('shows options the results hold, with counts and swatches', () => {
    const shown = visibleFilters(
      definitions,
      {
        'brand.name': { Lune: 3 },
        'color.group': { red: 2 },
        salePrice: { '20': 1, '40': 2 },
        onSale: { true: 1, false: 4 },
      },
      {},
    );
    expect(shown.map((f) => f.definition.name)).toEqual(['brand', 'color', 'priceRange', 'onSale']);
    expect(shown[1]!.options).toEqual([{ value: 'red', count: 2, rgb: '#f00' }]);
  });

  it('hides a numeric filter with fewer than two values, and empty facets', () => {
    const shown = visibleFilters(definitions, { salePrice: { '20': 5 } }, {});
    expect(shown).toEqual([]);
  });

  it('keeps chosen values visible and hides filters the page fixes', () => {
    const shown = visibleFilters(
      definitions,
      { 'color.group': {} },
      { color: ['blue'], priceRange: ['0>10'] },
      { brand: ['Lune'] },
    );
    expect(shown.map((f) => f.definition.name)).toEqual(['color', 'priceRange']);
    expect(shown[0]!.options).toEqual([{ value: 'blue', count: 0, rgb: '#00f' }]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  LISTING_RULE,
  filtersToExpression,
  listingFilter,
  sanitiseFilterValue,
  withListingRule,
} from './listing-filters';

describe('filtersToExpression', () => {
  it('quotes facet values and maps filter names to record attributes', () => {
    expect(filtersToExpression({ categoryPageIds: ['women-clothing-dresses'] })).toBe(
      'categoryPageIds:"women-clothing-dresses"',
    );
    expect(filtersToExpression({ brand: ['maison-lune'], color: ['blue'] })).toBe(
      'brand.tag:"maison-lune" AND color.group:"blue"',
    );
  });

  it('ORs the values of one filter inside parentheses', () => {
    expect(filtersToExpression({ categoryPageIds: ['women-shoes', 'men-shoes'] })).toBe(
      '(categoryPageIds:"women-shoes" OR categoryPageIds:"men-shoes")',
    );
  });

  it('leaves booleans unquoted and turns price ranges into numeric clauses', () => {
    expect(filtersToExpression({ onSale: ['true'] })).toBe('onSale:true');
    expect(filtersToExpression({ priceRange: ['20>100'] })).toBe('salePrice:20 TO 100');
    expect(filtersToExpression({ priceRange: ['20>'] })).toBe('salePrice >= 20');
    expect(filtersToExpression({ onSale: ['maybe'], priceRange: ['x>y'] })).toBe('');
  });

  it('strips characters that could break out of the quotes', () => {
    expect(filtersToExpression({ color: ['blue" OR color.group:"X'] })).toBe(
      'color.group:"blue OR color.groupX"',
    );
  });
});

describe('sanitiseFilterValue', () => {
  it('URL-decodes and keeps letters of any script, digits, space, >, -, . and _', () => {
    expect(sanitiseFilterValue('Maison%20Lune')).toBe('Maison Lune');
    expect(sanitiseFilterValue('ワンピース(新作)')).toBe('ワンピース新作');
    expect(sanitiseFilterValue("a'b;c<d>e_f.g-h")).toBe('abcd>e_f.g-h');
    expect(sanitiseFilterValue('100%')).toBe('100');
  });
});

describe('the listing rule', () => {
  it('always requires a sale price and, by default, an orderable variant', () => {
    expect(LISTING_RULE).toBe('salePrice > 0 AND availabilityFlag < 3');
    expect(listingFilter({ categoryPageIds: ['women-clothing-dresses'] })).toBe(
      'categoryPageIds:"women-clothing-dresses" AND salePrice > 0 AND availabilityFlag < 3',
    );
    expect(listingFilter({})).toBe(LISTING_RULE);
  });

  it('drops the availability part when out-of-stock items are included', () => {
    expect(listingFilter({ categoryPageIds: ['men'], includeOutOfStock: ['true'] })).toBe(
      'categoryPageIds:"men" AND salePrice > 0',
    );
  });

  it('brackets an expression whose top level is an OR, and only then', () => {
    expect(withListingRule('a:"x" OR b:"y"')).toBe(`(a:"x" OR b:"y") AND ${LISTING_RULE}`);
    expect(withListingRule('(a:"x" OR b:"y") AND c:"z"')).toBe(
      `(a:"x" OR b:"y") AND c:"z" AND ${LISTING_RULE}`,
    );
    expect(withListingRule('brand.name:"A OR B"')).toBe(`brand.name:"A OR B" AND ${LISTING_RULE}`);
    expect(withListingRule('  ')).toBe(LISTING_RULE);
  });
});

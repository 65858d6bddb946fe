import { describe, expect, it } from 'vitest';
import { listingQueries, mergeFacets } from './listing-queries';

const input = {
  indexName: 'gb_en',
  baseFilters: { categoryPageIds: ['women-dresses'] },
  facetAttributes: { color: 'color.group', size: 'size', priceRange: 'salePrice' },
  query: '',
  offset: 120,
  length: 120,
};

describe('listingQueries', () => {
  it('asks once with every facet when nothing is chosen', () => {
    const queries = listingQueries({ ...input, selection: {} });
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({
      filters: 'categoryPageIds:"women-dresses" AND salePrice > 0 AND availabilityFlag < 3',
      facets: ['color.group', 'size', 'salePrice'],
      offset: 120,
      length: 120,
      distinct: true,
    });
  });

  it('asks for the hits without the fields no card shows', () => {
    const [page] = listingQueries({ ...input, selection: {} });
    expect(page?.attributesToRetrieve).toEqual(expect.arrayContaining(['*', '-description']));
    expect(page?.attributesToRetrieve).not.toContain('-name');
    expect(page?.attributesToRetrieve).not.toContain('-price');
  });

  it('adds a count-only query per chosen filter without that filter', () => {
    const queries = listingQueries({
      ...input,
      selection: { color: ['blue', 'red'], size: ['M'] },
    });
    expect(queries[0]!.filters).toBe(
      'categoryPageIds:"women-dresses" AND (color.group:"blue" OR color.group:"red") AND size:"M" AND salePrice > 0 AND availabilityFlag < 3',
    );
    expect(queries[1]).toMatchObject({
      facets: ['color.group'],
      hitsPerPage: 0,
      filters:
        'categoryPageIds:"women-dresses" AND size:"M" AND salePrice > 0 AND availabilityFlag < 3',
    });
    expect(queries[2]).toMatchObject({ facets: ['size'], hitsPerPage: 0 });
    expect(queries[2]!.filters).toContain('color.group:"blue"');
  });

  it('sends the rule context and ranking on the page query only', () => {
    const queries = listingQueries({
      ...input,
      selection: { color: ['blue'] },
      ruleContexts: ['women-dresses'],
      ranking: { optionalFilters: ['categoryPageIds:women-dresses<score=1000>'] },
    });
    expect(queries[0]).toMatchObject({
      ruleContexts: ['women-dresses'],
      optionalFilters: ['categoryPageIds:women-dresses<score=1000>'],
    });
    expect(queries[1]).not.toHaveProperty('ruleContexts');
    expect(queries[1]).not.toHaveProperty('optionalFilters');
  });

  it('keeps out-of-stock products when the page includes them', () => {
    const [main] = listingQueries({
      ...input,
      baseFilters: { includeOutOfStock: ['true'] },
      selection: {},
    });
    expect(main!.filters).toBe('salePrice > 0');
  });
});

describe('mergeFacets', () => {
  it('takes each chosen facet’s counts from its own query', () => {
    const queries = listingQueries({ ...input, selection: { color: ['blue'] } });
    const merged = mergeFacets(queries, [
      { facets: { 'color.group': { blue: 4 }, size: { M: 4 } } },
      { facets: { 'color.group': { blue: 4, red: 7 } } },
    ]);
    expect(merged).toEqual({ 'color.group': { blue: 4, red: 7 }, size: { M: 4 } });
  });
});

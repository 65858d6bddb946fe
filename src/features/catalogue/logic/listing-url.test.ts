import { describe, expect, it } from 'vitest';
import { listingSearch, parseListingSearch } from './listing-url';

describe('parseListingSearch', () => {
  it('reads filters, sort, page and query', () => {
    expect(
      parseListingSearch('color=blue&color=red&size=M&sortBy=price_asc&page=2&query=linen'),
    ).toEqual({
      filters: { color: ['blue', 'red'], size: ['M'] },
      sortBy: 'price_asc',
      page: 2,
      query: 'linen',
    });
  });

  it('decodes and sanitises filter values and ignores names it does not know', () => {
    const state = parseListingSearch(
      'brand=Maison%2520Lune&brand=%22%3Cb%3E&priceRange=20%3E100&utm=x&color=blue&color=blue',
    );
    expect(state.filters).toEqual({
      brand: ['Maison Lune', 'b>'], // '>' is one of the kept characters
      priceRange: ['20>100'],
      color: ['blue'],
    });
  });

  it('treats bestMatch, bad pages and unsafe queries as defaults', () => {
    const state = parseListingSearch('sortBy=bestMatch&page=-1&query=%3Cscript%3E');
    expect(state).toEqual({ filters: {}, sortBy: null, page: 1, query: '' });
  });

  it('reads the configured filter names', () => {
    expect(parseListingSearch('fit=slim&color=blue', ['fit']).filters).toEqual({ fit: ['slim'] });
  });
});

describe('listingSearch', () => {
  it('writes state, keeps foreign parameters and leaves defaults out', () => {
    const qs = listingSearch('hide_cookies=true&color=red&page=3', {
      filters: { color: ['blue'], size: ['M', 'L'] },
      sortBy: null,
      page: 1,
      query: '',
    });
    expect(new URLSearchParams(qs).getAll('size')).toEqual(['M', 'L']);
    expect(qs).toBe('hide_cookies=true&color=blue&size=M&size=L');
  });

  it('round-trips through parseListingSearch', () => {
    const state = {
      filters: { brand: ['Maison Lune'], priceRange: ['20>100'] },
      sortBy: 'newest',
      page: 4,
      query: 'silk shirt',
    };
    expect(parseListingSearch(listingSearch('', state))).toEqual(state);
  });
});

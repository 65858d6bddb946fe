/** optionalFilters with Algolia's semantics over the fixture catalogue (gb_en). */
import { describe, expect, it } from 'vitest';
import { rankByFilterScore } from './filter-scores';
import { MAX_OPTIONAL_FILTERS } from './optional-filters';
import { fixtureService } from '../testing/fixture-service';

const service = fixtureService();
const order = (params: Record<string, unknown>, index = 'gb_en') =>
  service.search(index, { hitsPerPage: 100, ...params }).hits.map((h) => String(h.objectID));

// custom ranking (popularity) without optional filters
const PLAIN = [
  '100004-black', // women, atelier-sol
  '100001-navy', // women, maison-lune
  '100001-red',
  '100002-black', // women, nordvik
  '100002-green',
  '100003-sky', // men, nordvik
  '100003-white',
  '100005-navy', // men, maison-lune
];

describe('optionalFilters', () => {
  it('ranks matching records first without removing any, custom ranking within', () => {
    expect(order({})).toEqual(PLAIN);
    expect(order({ optionalFilters: ['brand.tag:nordvik'] })).toEqual([
      '100002-black',
      '100002-green',
      '100003-sky',
      '100003-white',
      '100004-black',
      '100001-navy',
      '100001-red',
      '100005-navy',
    ]);
    // the URL-encoded params string of older clients says the same
    expect(order({ params: 'optionalFilters=%5B%22brand.tag%3Anordvik%22%5D' })[0]).toBe(
      '100002-black',
    );
  });

  it('adds the scores of top-level filters; a score defaults to 1, and 0 lifts nothing', () => {
    expect(
      order({ optionalFilters: ['brand.tag:nordvik<score=1>', 'gender:women<score=2>'] }),
    ).toEqual([
      '100002-black', // 3
      '100002-green',
      '100004-black', // 2
      '100001-navy',
      '100001-red',
      '100003-sky', // 1
      '100003-white',
      '100005-navy', // 0
    ]);
    expect(order({ optionalFilters: ['brand.tag:maison-lune<score=0>'] })).toEqual(PLAIN);
    expect(order({ optionalFilters: 'brand.tag:maison-lune' }).slice(0, 3)).toEqual([
      '100001-navy',
      '100001-red',
      '100005-navy',
    ]);
  });

  it('scores the records without the value for a negative filter', () => {
    expect(order({ optionalFilters: ['gender:-women'] }).slice(0, 3)).toEqual([
      '100003-sky',
      '100003-white',
      '100005-navy',
    ]);
    // an escaped minus sign is part of the value: nothing holds "-women"
    expect(order({ optionalFilters: ['gender:\\-women'] })).toEqual(PLAIN);
  });

  it('keeps the best score of an OR group, or adds them up with sumOrFiltersScores', () => {
    const optionalFilters = [
      ['gender:women<score=2>', 'brand.tag:nordvik<score=2>'],
      'gender:men<score=3>',
    ];
    expect(order({ optionalFilters })).toEqual([
      '100003-sky', // 2 + 3
      '100003-white',
      '100005-navy', // 0 + 3
      '100004-black', // 2, custom ranking among equals
      '100001-navy',
      '100001-red',
      '100002-black',
      '100002-green',
    ]);
    expect(order({ optionalFilters, sumOrFiltersScores: true })).toEqual([
      '100003-sky', // 2 + 3
      '100003-white',
      '100002-black', // 2 + 2
      '100002-green',
      '100005-navy', // 3
      '100004-black', // 2
      '100001-navy',
      '100001-red',
    ]);
  });

  it("comes after a replica's sort attribute: it only breaks ties", () => {
    const prices = order({ optionalFilters: ['productId:100004<score=9>'] }, 'gb_en_price_asc');
    expect(prices.at(-1)).toBe('100004-black');
    expect(
      order({ optionalFilters: ['objectID:100003-white'] }, 'gb_en_price_asc').slice(0, 2),
    ).toEqual(['100003-white', '100003-sky']);
  });

  it('leaves nbHits and facet counts alone, and works with a query and distinct', () => {
    const plain = service.search('gb_en', { query: 'dress', facets: ['*'] });
    const ranked = service.search('gb_en', {
      query: 'dress',
      facets: ['*'],
      optionalFilters: ['brand.tag:nordvik<score=5>'],
      distinct: 1,
    });
    expect(ranked.facets).toEqual(plain.facets);
    expect(ranked.hits.map((h) => h.productId)).toEqual(['100002', '100001']);
    expect(ranked.nbHits).toBe(2);
  });

  it.each([
    ['a score above 65,535', ['brand.tag:x<score=65536>']],
    ['a negative score', ['brand.tag:x<score=-1>']],
    ['a score that is no number', ['brand.tag:x<score=high>']],
    ['a filter without attribute', ['nordvik']],
    ['arrays nested twice', [[['brand.tag:x']]]],
    ['a number', 7],
    ['too many filters', Array.from({ length: MAX_OPTIONAL_FILTERS + 1 }, (_, i) => `sku:${i}`)],
  ])('refuses %s with a 400', (_case, optionalFilters) => {
    expect(() => service.search('gb_en', { optionalFilters })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });

  it('knows no private ranking parameters', () => {
    for (const name of ['rankingCategoryPageId', 'featuredProductIds', 'prioritizedProductIds'])
      expect(() => service.search('gb_en', { [name]: 'x' })).toThrow(
        expect.objectContaining({ status: 400, message: `Unknown parameter: ${name}` }),
      );
  });
});

describe('rankByFilterScore', () => {
  it('reorders by score within runs the earlier criteria tie, keeping their order', () => {
    const positions = Int32Array.from([0, 1, 2, 3, 4, 5]);
    const tier = [0, 0, 1, 1, 1, 2];
    const score = Float64Array.from([0, 5, 1, 3, 3, 9]);
    expect(Array.from(rankByFilterScore(positions, 6, score, (p) => tier[p]!))).toEqual([
      1, 0, 3, 4, 2, 5,
    ]);
    expect(Array.from(rankByFilterScore(positions, 6, score, null))).toEqual([5, 1, 3, 4, 2, 0]);
  });

  it('returns the input itself when no run holds two scores', () => {
    const positions = Int32Array.from([3, 1, 2]);
    expect(rankByFilterScore(positions, 3, new Float64Array(4).fill(7), null)).toBe(positions);
  });
});

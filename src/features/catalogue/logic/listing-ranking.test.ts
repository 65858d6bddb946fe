import { describe, expect, it } from 'vitest';
import { listingRankingParams, readFeaturedProductIds } from './listing-ranking';

describe('listingRankingParams', () => {
  const dresses = { categoryPageIds: ['women-clothing-dresses'] };

  it('sends the local engine the page context by name', () => {
    expect(listingRankingParams('local', { filters: dresses, featuredProductIds: [] })).toEqual({
      rankingCategoryPageId: 'women-clothing-dresses',
    });
    expect(
      listingRankingParams('local', {
        filters: { categoryPageIds: ['women'], collections: ['new-in'] },
        featuredProductIds: ['p9', 'p2'],
      }),
    ).toEqual({
      rankingCategoryPageId: 'women',
      rankingCollection: 'new-in',
      featuredProductIds: ['p9', 'p2'],
    });
  });

  it('names the brand of a brand page (its brand.tag filter)', () => {
    const filters = { categoryPageIds: ['women'], brand: ['harrow-finch'] };
    expect(listingRankingParams('local', { filters, featuredProductIds: [] })).toEqual({
      rankingCategoryPageId: 'women',
      rankingBrand: 'harrow-finch',
    });
    expect(listingRankingParams(null, { filters, featuredProductIds: [] })).toEqual({
      optionalFilters: [
        'categoryPageIds:women<score=10000000>',
        'brand.tag:harrow-finch<score=50000>',
      ],
      sumOrFiltersScores: true,
    });
  });

  it('names no context for a listing of several categories', () => {
    expect(
      listingRankingParams('local', {
        filters: { categoryPageIds: ['a', 'b'] },
        featuredProductIds: [],
      }),
    ).toEqual({});
  });

  it('gives hosted Algolia the same weights as summed optional filters', () => {
    expect(
      listingRankingParams(null, {
        filters: { categoryPageIds: ['women'], collections: ['new-in'] },
        featuredProductIds: ['p9', 'p2'],
      }),
    ).toEqual({
      optionalFilters: [
        'productId:p9<score=100000000>',
        'productId:p2<score=99999999>',
        'categoryPageIds:women<score=10000000>',
        'collections.tag:new-in<score=1000>',
      ],
      sumOrFiltersScores: true,
    });
    expect(listingRankingParams(null, { filters: {}, featuredProductIds: [] })).toEqual({});
  });
});

describe('readFeaturedProductIds', () => {
  it('reads comma-separated and repeated ids, dropping anything that is not an id', () => {
    expect(
      readFeaturedProductIds(
        '?featuredProductIds=p1,p2&featuredProductIds=p3&featuredProductIds=x"y',
      ),
    ).toEqual(['p1', 'p2', 'p3']);
    expect(readFeaturedProductIds('')).toEqual([]);
  });
});

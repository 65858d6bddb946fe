import { describe, expect, it } from 'vitest';
import {
  featuredScore,
  MAX_FEATURED_PRODUCTS,
  MAX_FILTER_SCORE,
} from '../../../shared/search/ranking';
import { listingRankingParams, readFeaturedProductIds } from './listing-ranking';

describe('listingRankingParams', () => {
  it('scores the page context on record attributes with the weights of spec §9', () => {
    expect(
      listingRankingParams({
        filters: { categoryPageIds: ['women'], brand: ['harrow-finch'], collections: ['new-in'] },
        featuredProductIds: [],
      }),
    ).toEqual({
      optionalFilters: [
        'categoryPageIds:women<score=1000>',
        'brand.tag:harrow-finch<score=100>',
        'collections.tag:new-in<score=10>',
      ],
    });
  });

  it('names no context for a listing of several categories, but every keyword', () => {
    expect(
      listingRankingParams({ filters: { categoryPageIds: ['a', 'b'] }, featuredProductIds: [] }),
    ).toEqual({});
    expect(
      listingRankingParams({ filters: { keywords: ['linen', 'wrap'] }, featuredProductIds: [] }),
    ).toEqual({ optionalFilters: ['keywords:linen<score=1>', 'keywords:wrap<score=1>'] });
  });

  it('puts merchandised products first in the order given, URL before the node', () => {
    const { optionalFilters } = listingRankingParams({
      filters: { categoryPageIds: ['women'], prioritizedProductIds: ['p5', 'p9'] },
      featuredProductIds: ['p9', 'p2'],
    });
    expect(optionalFilters).toEqual([
      `productId:p9<score=${featuredScore(0)}>`,
      `productId:p2<score=${featuredScore(1)}>`,
      `productId:p5<score=${featuredScore(2)}>`,
      'categoryPageIds:women<score=1000>',
    ]);
  });

  it('keeps every score in Algolia range, and a featured product above any context', () => {
    const ids = Array.from({ length: MAX_FEATURED_PRODUCTS + 5 }, (_, i) => `p${i}`);
    const { optionalFilters = [] } = listingRankingParams({
      filters: { categoryPageIds: ['w'], brand: ['b'], collections: ['c'] },
      featuredProductIds: ids,
    });
    const scores = optionalFilters.map((f) => Number(/<score=(\d+)>$/.exec(f)![1]));
    expect(scores).toHaveLength(MAX_FEATURED_PRODUCTS + 3);
    expect(Math.max(...scores)).toBeLessThanOrEqual(MAX_FILTER_SCORE);
    const context = scores.slice(-3).reduce((a, b) => a + b, 0);
    const featured = scores.slice(0, MAX_FEATURED_PRODUCTS);
    featured.slice(1).forEach((next, i) => expect(featured[i]! - next).toBeGreaterThan(context));
    expect(featured.at(-1)).toBeGreaterThan(context);
  });

  it('escapes a value that would read as a negative filter, and sends nothing for no context', () => {
    expect(listingRankingParams({ filters: { brand: ['-x'] }, featuredProductIds: [] })).toEqual({
      optionalFilters: ['brand.tag:\\-x<score=100>'],
    });
    expect(listingRankingParams({ filters: {}, featuredProductIds: [] })).toEqual({});
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

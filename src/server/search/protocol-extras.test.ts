/** Listing ranking, clickAnalytics, rules, query suggestions and recommendations. */
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../seed/generate-catalogue';
import { listingScore, RANKING_WEIGHTS, emptyRanking } from './listing-ranking';
import { conditionMatches } from './rules';
import { createSearchService } from './search-service';
import { DEFAULT_SORT_OPTIONS } from './sort-options';
import { fixtureSites } from './testing/fixture-catalogue';
import { fixtureService } from './testing/fixture-service';

const service = fixtureService();
const products = (params: Record<string, unknown>, index = 'gb_en') =>
  service.search(index, { hitsPerPage: 100, ...params }).hits.map((h) => h.productId);

describe('listing ranking (spec §9)', () => {
  it('puts the category page first, then custom ranking', () => {
    const order = products({ rankingCategoryPageId: 'women-clothing-dresses' });
    expect(order.slice(0, 4)).toEqual(['100001', '100001', '100002', '100002']);
    expect(order[4]).toBe('100004');
  });

  it('weighs the brand, and a brand mismatch excludes the category', () => {
    const order = products({
      rankingCategoryPageId: 'women-clothing-dresses',
      rankingBrand: 'nordvik',
    });
    expect(order.slice(0, 4)).toEqual(['100002', '100002', '100003', '100003']);
    expect(order.indexOf('100001')).toBeGreaterThan(order.indexOf('100003'));
  });

  it('scores with the weights of spec §9', () => {
    const record = service.search('gb_en', { filters: 'objectID:100002-black' }).hits[0]!;
    const hit = record as unknown as Parameters<typeof listingScore>[0];
    const ranking = {
      ...emptyRanking(),
      categoryPageId: 'women-clothing',
      brand: 'nordvik',
      keywords: [...hit.keywords.slice(0, 2), 'nothing'],
    };
    expect(listingScore(hit, ranking)).toBe(
      RANKING_WEIGHTS.categoryPageId + RANKING_WEIGHTS.brand + 2 * RANKING_WEIGHTS.keyword,
    );
    expect(listingScore(hit, { ...ranking, brand: 'maison-lune' })).toBe(2);
  });

  it('puts prioritised products first in the order given, on best match only', () => {
    const order = products({ prioritizedProductIds: ['100005', '100003'] });
    expect(order.slice(0, 3)).toEqual(['100005', '100003', '100003']);
    expect(products({ featuredProductIds: '["100003"]' }).slice(0, 2)).toEqual([
      '100003',
      '100003',
    ]);
    const prices = service
      .search('gb_en_price_asc', { prioritizedProductIds: ['100004'], hitsPerPage: 100 })
      .hits.map((h) => h.salePrice as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('keeps facet counts and nbHits unchanged, and applies with a query and distinct', () => {
    const plain = service.search('gb_en', { query: 'dress', facets: ['*'] });
    const ranked = service.search('gb_en', {
      query: 'dress',
      facets: ['*'],
      rankingBrand: 'nordvik',
      distinct: 1,
    });
    expect(ranked.facets).toEqual(plain.facets);
    expect(ranked.hits[0]!.productId).toBe('100002');
    expect(ranked.nbHits).toBe(2);
  });

  it('refuses malformed ranking parameters', () => {
    expect(() => service.search('gb_en', { prioritizedProductIds: 7 })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });
});

describe('clickAnalytics', () => {
  it('returns a queryID and each hit its 1-based position across pages', () => {
    const page = service.search('gb_en', { clickAnalytics: true, hitsPerPage: 3, page: 1 });
    expect(page.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(page.hits.map((h) => h.__position)).toEqual([4, 5, 6]);
    expect(page.hits.every((h) => h.__queryID === page.queryID)).toBe(true);
    const again = service.search('gb_en', { clickAnalytics: true });
    expect(again.queryID).not.toBe(page.queryID);
    const off = service.search('gb_en', {});
    expect(off.queryID).toBeUndefined();
    expect(off.hits[0]).not.toHaveProperty('__position');
  });
});

describe('rules', () => {
  it('redirects the query "sale", whatever its case and accents', () => {
    for (const query of ['sale', 'SALE', ' Salé ']) {
      const response = service.search('gb_en', { query });
      expect(response.userData).toEqual([{ type: 'redirect', url: '/women/sale' }]);
      expect(response.appliedRules).toEqual([{ objectID: 'redirect-sale' }]);
    }
    expect(service.search('gb_en', { query: 'sale dress' }).userData).toBeUndefined();
    expect(service.search('gb_en', { query: 'sale', enableRules: false }).userData).toBeUndefined();
  });

  it('returns a banner for a matching rule context only', () => {
    const banner = service.search('gb_en_newest', { ruleContexts: ['women-clothing-dresses'] });
    expect(banner.userData).toEqual([expect.objectContaining({ type: 'banner', position: 0 })]);
    expect(service.search('gb_en', { ruleContexts: ['men-clothing'] }).userData).toBeUndefined();
    expect(service.search('gb_en', {}).userData).toBeUndefined();
  });

  it('anchors patterns', () => {
    const q = (
      pattern: string,
      anchoring: 'is' | 'startsWith' | 'endsWith' | 'contains',
      query: string,
    ) => conditionMatches({ pattern, anchoring }, query, []);
    expect(q('red dress', 'contains', 'long red dress now')).toBe(true);
    expect(q('red dress', 'startsWith', 'long red dress')).toBe(false);
    expect(q('red dress', 'endsWith', 'long red dress')).toBe(true);
    expect(q('red dress', 'is', 'red dresses')).toBe(false);
    expect(conditionMatches({ pattern: 'x', context: 'c' }, 'x', ['d'])).toBe(false);
  });
});

describe('query suggestions', () => {
  it('has brand and category suggestions ordered by popularity, prefix-searchable', () => {
    const all = service.search('gb_en_query_suggestions', { hitsPerPage: 100 });
    const queries = all.hits.map((h) => h.query);
    expect(queries).toEqual(expect.arrayContaining(['maison lune', 'nordvik', 'atelier sol']));
    const pops = all.hits.map((h) => h.popularity as number);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
    expect(all.hits[0]).toEqual({
      objectID: all.hits[0]!.query,
      query: all.hits[0]!.query,
      popularity: pops[0],
    });
    const typed = service.search('gb_en_query_suggestions', { query: 'nord', hitsPerPage: 5 });
    expect(typed.hits.map((h) => h.query)).toContain('nordvik');
    expect(typed.hits.every((h) => String(h.query).includes('nord'))).toBe(true);
  });

  it('is localised', () => {
    const fr = service.search('fr_fr_query_suggestions', { hitsPerPage: 100 });
    expect(fr.hits.map((h) => h.query)).toEqual(expect.arrayContaining(['robes']));
  });
});

describe('recommendations', () => {
  const sites = fixtureSites().slice(0, 1);
  const demo = createSearchService(generateCatalogue({ products: 300 }), sites, {
    gb: DEFAULT_SORT_OPTIONS,
  });
  const dress = demo.search('gb_en', { filters: 'categoryPageIds:women-clothing-dresses' })
    .hits[0]!;
  const ask = (model: string, extra: Record<string, unknown> = {}) =>
    demo.recommendations({
      requests: [{ indexName: 'gb_en', model, objectID: dress.objectID, threshold: 0, ...extra }],
    }).results[0]!.hits;

  it('related products share the leaf category or the brand, one per product', () => {
    const hits = ask('related-products', { maxRecommendations: 12 });
    expect(hits.length).toBe(12);
    const ids = hits.map((h) => h.productId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(dress.productId);
    for (const h of hits) {
      expect(
        h.categoryPageIds.at(-1) === 'women-clothing-dresses' ||
          h.brand.tag === (dress.brand as { tag: string }).tag,
      ).toBe(true);
    }
    const scores = hits.map((h) => h._score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(ask('related-products')).toEqual(ask('related-products')); // deterministic
  });

  it('bought-together comes from complementary departments, one per leaf category', () => {
    const hits = ask('bought-together');
    expect(hits.length).toBeGreaterThan(0);
    const leaves = hits.map((h) => h.categoryPageIds.at(-1));
    expect(new Set(leaves).size).toBe(leaves.length);
    expect(hits.every((h) => /^women-(shoes|accessories)/.test(h.categoryPageIds.at(-1)!))).toBe(
      true,
    );
    expect(ask('bought-together', { threshold: 100 }).every((h) => h._score === 100)).toBe(true);
  });

  it('text ranking (packed sort keys) keeps replica order, then relevance, then popularity', () => {
    const asc = demo.search('gb_en_price_asc', { query: 'dress b', hitsPerPage: 1000 }).hits;
    const prices = asc.map((h) => h.salePrice as number);
    expect(prices.length).toBeGreaterThan(5);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const best = demo.search('gb_en', { query: 'a', hitsPerPage: 1000 }).hits;
    const same = best.filter((h) => h.name === best[0]!.name);
    const pops = same.map((h) => h.popularity as number);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
  });

  it('refuses malformed requests with a 400', () => {
    const bad = (body: unknown) => () => demo.recommendations(body);
    expect(bad({})).toThrow(expect.objectContaining({ status: 400 }));
    expect(bad({ requests: [{ indexName: 'gb_en', model: 'trending', objectID: 'x' }] })).toThrow(
      expect.objectContaining({ status: 400, message: expect.stringContaining('model') }),
    );
    expect(bad({ requests: [{ indexName: 'gb_en', model: 'related-products' }] })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    expect(
      bad({ requests: [{ indexName: 'nope', model: 'related-products', objectID: 'x' }] }),
    ).toThrow(expect.objectContaining({ status: 404 }));
  });
});

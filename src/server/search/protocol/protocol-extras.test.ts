/** clickAnalytics, rules, query suggestions and recommendations. */
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../seed/generate-catalogue';
import { conditionMatches } from '../rules/rules';
import { createSearchService } from '../search-service';
import { SearchBudget } from './search-budget';
import { DEFAULT_SORT_OPTIONS } from '../records/sort-options';
import { fixtureSites } from '../testing/fixture-catalogue';
import { fixtureService } from '../testing/fixture-service';

const service = fixtureService();

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
    [
      ...demo.recommendations(
        {
          requests: [
            { indexName: 'gb_en', model, objectID: dress.objectID, threshold: 0, ...extra },
          ],
        },
        new SearchBudget(),
      ),
    ][0]!.hits;

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
    const bad = (body: unknown) => () => [...demo.recommendations(body, new SearchBudget())];
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

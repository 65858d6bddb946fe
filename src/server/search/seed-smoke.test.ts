/** Smoke test over the generated demo catalogue: every index answers sensibly. */
import { describe, expect, it } from 'vitest';
import type { SiteRuntime } from '../catalogue/types';
import { generateCatalogue } from '../seed/generate-catalogue';
import { createSearchService } from './search-service';
import { DEFAULT_SORT_OPTIONS } from './records/sort-options';
import { fixtureSites } from './testing/fixture-catalogue';

// The fixture's sites, with English in Japan, the right-to-left AE site and the US site added.
const sites: SiteRuntime[] = [
  ...fixtureSites().map((site) =>
    site.folder === 'jp' ? { ...site, languages: ['ja', 'en'] } : site,
  ),
  {
    folder: 'ae',
    siteTag: 'AE',
    countryCode: 'AE',
    currency: 'AED',
    languages: ['ar', 'en'],
    defaultLanguage: 'ar',
    indexPrefix: 'ae',
    agreements: [],
  },
  {
    folder: 'us',
    siteTag: 'US',
    countryCode: 'US',
    currency: 'USD',
    languages: ['en'],
    defaultLanguage: 'en',
    indexPrefix: 'us',
    taxCalculatedAtCheckout: true,
    agreements: [],
  },
];

describe('search over the seeded demo catalogue', () => {
  const catalogue = generateCatalogue({ products: 200 });
  const service = createSearchService(
    catalogue,
    sites,
    Object.fromEntries(sites.map((s) => [s.folder, DEFAULT_SORT_OPTIONS])),
  );
  const variants = catalogue.products.reduce((n, p) => n + p.variants.length, 0);

  const productIndexes = service
    .indexNames()
    .filter((n) => !n.includes('_price') && !n.includes('_newest') && !n.endsWith('_suggestions'));
  it.each(productIndexes)('%s', (index) => {
    const all = service.search(index, {
      facets: ['brand.name', 'color.group', 'salePrice'],
      hitsPerPage: 5,
    });
    expect(all.nbHits).toBe(variants);
    // single-valued facets count every record once
    expect(Object.values(all.facets?.['brand.name'] ?? {}).reduce((a, b) => a + b, 0)).toBe(
      all.nbHits,
    );
    expect(all.facets_stats?.salePrice?.min).toBeGreaterThan(0);

    // a record is found by its own name, and distinct keeps one hit per product
    const first = all.hits[0] as { name: string; productId: string };
    const byName = service.search(index, {
      query: first.name,
      distinct: true,
      hitsPerPage: 1000,
    });
    expect(byName.hits.map((h) => h.productId)).toContain(first.productId);
    expect(new Set(byName.hits.map((h) => h.productId)).size).toBe(byName.hits.length);

    const cheap = service
      .search(`${index}_price_asc`, { hitsPerPage: 50 })
      .hits.map((h) => h.salePrice as number);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
  });

  it('prices the US index in dollars and cents, as the seed priced it (before tax)', () => {
    const stats = service.search('us_en', { facets: ['salePrice'], hitsPerPage: 1 }).facets_stats;
    const gb = service.search('gb_en', { facets: ['salePrice'], hitsPerPage: 1 }).facets_stats;
    // about 1.25 dollars to the pound, in major units like the pound's
    expect(stats?.salePrice?.min).toBeGreaterThan(gb!.salePrice!.min);
    expect(stats?.salePrice?.max).toBeLessThan(gb!.salePrice!.max * 1.5);
  });

  it('offers filters for every site and language', () => {
    for (const site of sites) {
      for (const lang of site.languages) {
        const found = service.filterDefinitions(site.siteTag, lang);
        expect(
          found.ok && found.hits.every((f) => f.type !== 'facet' || (f.options?.length ?? 0) > 0),
        ).toBe(true);
      }
    }
  });
});

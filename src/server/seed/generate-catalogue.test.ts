import { describe, expect, it } from 'vitest';
import { AVAILABILITY } from '../../shared/domain/availability';
import { parseMediaPath } from '../../shared/media/media-url';
import { DEFAULT_PRODUCT_COUNT, generateCatalogue } from './generate-catalogue';
import { LANGUAGES } from '../../../content/languages';
import { SEED_CURRENCIES } from '../../../content/sites';

const catalogue = generateCatalogue();
const { products } = catalogue;
const variants = products.flatMap((p) => p.variants);
const skus = variants.flatMap((v) => v.skus);

describe('generateCatalogue determinism', () => {
  it('gives a deep-equal catalogue for the same seed', () => {
    expect(generateCatalogue()).toEqual(catalogue);
    expect(generateCatalogue({ seed: 7, products: 50 })).toEqual(
      generateCatalogue({ seed: 7, products: 50 }),
    );
  });

  it('differs for a different seed', () => {
    expect(generateCatalogue({ seed: 1, products: 50 })).not.toEqual(
      generateCatalogue({ seed: 2, products: 50 }),
    );
  });

  it('keeps a product the same when the catalogue is scaled', () => {
    const small = generateCatalogue({ products: 20 }).products[5];
    const { collections: _a, ...rest } = products[5]!;
    const { collections: _b, ...smallRest } = small!;
    expect(smallRest).toEqual(rest);
  });

  it('scales to the requested size and rejects nonsense', () => {
    expect(generateCatalogue({ products: 3 }).products).toHaveLength(3);
    expect(() => generateCatalogue({ products: -1 })).toThrow(RangeError);
    expect(() => generateCatalogue({ products: 1.5 })).toThrow(RangeError);
  });
});

describe('generateCatalogue contents', () => {
  it('has at least 600 products across at least 8 brands and both genders', () => {
    expect(products).toHaveLength(DEFAULT_PRODUCT_COUNT);
    expect(products.length).toBeGreaterThanOrEqual(600);
    expect(new Set(products.map((p) => p.brandTag)).size).toBeGreaterThanOrEqual(8);
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(8);
    expect(new Set(products.map((p) => p.gender))).toEqual(new Set(['women', 'men']));
  });

  it('uses every availability code of spec §3', () => {
    const codes = new Set(skus.map((s) => s.availability));
    for (const code of Object.values(AVAILABILITY)) expect(codes).toContain(code);
  });

  it('keeps stock consistent with availability and dates on pre-orders and back-orders', () => {
    for (const s of skus) {
      if (s.availability === AVAILABILITY.available) expect(s.stock).toBeGreaterThan(4);
      if (s.availability === AVAILABILITY.lowstock) expect(s.stock).toBeGreaterThanOrEqual(1);
      if (s.availability === AVAILABILITY.lowstock) expect(s.stock).toBeLessThanOrEqual(4);
      if (s.availability >= AVAILABILITY.outofstock) expect(s.stock).toBe(0);
      if (s.availability < 0) {
        expect(s.stock).toBeGreaterThan(0);
        expect(s.shipDateEnd).toBeGreaterThan(s.shipDateStart ?? Infinity);
      } else {
        expect(s.shipDateStart).toBeUndefined();
      }
    }
  });

  it('names and describes every product in every language', () => {
    for (const p of products) {
      for (const lang of LANGUAGES) {
        expect(p.names[lang]?.length).toBeGreaterThan(3);
        expect(p.descriptions[lang]?.length).toBeGreaterThan(30);
        expect(p.categories[lang]).toHaveLength(3);
      }
    }
    for (const v of variants) {
      for (const lang of LANGUAGES) expect(v.colour.names[lang]).toBeTruthy();
    }
  });

  it('prices every product in every currency with sale ≤ list, about a quarter on sale', () => {
    for (const p of products) {
      for (const currency of SEED_CURRENCIES) {
        const price = p.prices[currency];
        expect(price).toBeDefined();
        expect(Number.isInteger(price!.list)).toBe(true);
        expect(price!.sale).toBeGreaterThan(0);
        expect(price!.sale).toBeLessThanOrEqual(price!.list);
      }
    }
    const onSale = products.filter((p) => p.prices.GBP!.sale < p.prices.GBP!.list).length;
    expect(onSale / products.length).toBeGreaterThan(0.18);
    expect(onSale / products.length).toBeLessThan(0.32);
    // A product is on sale in every currency or in none.
    for (const p of products) {
      const sale = SEED_CURRENCIES.map((c) => p.prices[c]!.sale < p.prices[c]!.list);
      expect(new Set(sale).size).toBe(1);
    }
  });

  it('has unique product ids, slugs, variant ids and skus', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(products.map((p) => p.productId))).toBe(true);
    expect(unique(products.map((p) => p.slug))).toBe(true);
    expect(unique(variants.map((v) => v.id))).toBe(true);
    expect(unique(skus.map((s) => s.sku))).toBe(true);
    for (const p of products) {
      expect(p.productId).toMatch(/^P\d{6}$/);
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const v of p.variants) {
        expect(v.id).toBe(`${p.productId}-${v.colour.slug}`);
        for (const s of v.skus) expect(s.sku).toMatch(new RegExp(`^${v.id}-[A-Z0-9]+$`));
      }
    }
  });

  it('links categories level by level and images to the media route', () => {
    for (const p of products) {
      const [l1, l2, l3] = p.categoryPageIds;
      expect(l1).toBe(p.gender);
      expect(l2?.startsWith(`${l1}-`)).toBe(true);
      expect(l3?.startsWith(`${l2}-`)).toBe(true);
      expect(p.variants.length).toBeGreaterThanOrEqual(1);
      expect(p.variants.length).toBeLessThanOrEqual(4);
      for (const v of p.variants) {
        expect(v.images).toHaveLength(2);
        for (const url of v.images) {
          expect(parseMediaPath(url.replace(/^\/media\//, ''))).toMatchObject({ kind: p.garment });
        }
      }
    }
  });

  it('ranks each collection 1..n', () => {
    const ranks = new Map<string, number[]>();
    for (const p of products) {
      for (const c of p.collections) ranks.set(c.tag, [...(ranks.get(c.tag) ?? []), c.rank]);
    }
    expect([...ranks.keys()]).toEqual(
      expect.arrayContaining(['new-in', 'summer-edit', 'bestsellers']),
    );
    for (const list of ranks.values()) {
      expect(list.sort((a, b) => a - b)).toEqual(list.map((_, i) => i + 1));
    }
  });
});

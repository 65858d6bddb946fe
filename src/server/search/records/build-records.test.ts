/** Search records from catalogue variants: prices, availability, sizes, options, texts. */
import { describe, expect, it } from 'vitest';
import { buildRecords } from './build-records';
import { fixtureCatalogue, fixtureSites } from '../testing/fixture-catalogue';

const catalogue = fixtureCatalogue();
const [gb, fr, jp] = fixtureSites();

function record(site: typeof gb, lang: string, objectID: string) {
  const [records] = buildRecords(catalogue, [site!], lang).map((s) => s.records);
  const found = records?.find((r) => r.objectID === objectID);
  if (!found) throw new Error(`no record ${objectID}`);
  return found;
}

describe('buildRecords', () => {
  it('builds one record per colour variant with the Algolia record fields', () => {
    const hit = record(gb, 'en', '100001-red');
    expect(hit).toMatchObject({
      objectID: '100001-red',
      productId: '100001',
      name: 'Linen Wrap Dress',
      brand: { name: 'Maison Lune', tag: 'maison-lune' },
      url: '/product/linen-wrap-dress/100001?color=red',
      categories: ['Women', 'Clothing', 'Dresses'],
      categoryPageIds: ['women', 'women-clothing', 'women-clothing-dresses'],
      keywords: ['linen', 'wrap', 'dress'],
      color: { name: 'Red', slug: 'red', group: 'red', hex: ['#c0392b'] },
      mainImage: '/img/100001-red-1.svg',
      secondaryImage: '/img/100001-red-2.svg',
      promotions: [],
      popularity: 90,
    });
    expect(hit.options.map((o) => [o.slug, o.color.name, o.availability])).toEqual([
      ['navy', 'Navy', 'available'],
      ['red', 'Red', 'lowstock'],
    ]);
  });

  it('prices in the site currency, salePrice in major units, sale flags', () => {
    expect(record(gb, 'en', '100001-navy')).toMatchObject({
      price: { list: 8999, sale: 6999, currency: 'GBP', onSale: true, finalSale: false },
      salePrice: 69.99,
      priceRange: { listMin: 8999, listMax: 8999, saleMin: 6999, saleMax: 6999 },
      onSale: true,
      sale: 'ONSALE',
    });
    const full = record(fr, 'fr', '100001-navy');
    expect(full).toMatchObject({
      price: { currency: 'EUR', onSale: false },
      salePrice: 99.99,
      onSale: false,
    });
    expect(full).not.toHaveProperty('sale');
    // yen have no minor unit
    expect(record(jp, 'ja', '100001-navy')).toMatchObject({
      salePrice: 12000,
      price: { sale: 12000 },
    });
  });

  it('shows the best availability, orderable first, and only orderable sizes', () => {
    // sizes: XS out, S out, M low stock, L preorder → low stock wins over preorder
    expect(record(gb, 'en', '100001-red')).toMatchObject({
      availability: 'lowstock',
      availabilityFlag: 2,
      size: ['M', 'L'],
      sku: '100001-red-m',
    });
    expect(record(gb, 'en', '100002-green')).toMatchObject({
      availability: 'backorder',
      availabilityFlag: -2,
    });
    // out of stock and discontinued only: out of stock, no sizes
    expect(record(gb, 'en', '100004-black')).toMatchObject({
      availability: 'outofstock',
      availabilityFlag: 3,
      size: [],
    });
  });

  it('writes texts in the index language', () => {
    expect(record(fr, 'fr', '100003-sky')).toMatchObject({
      name: 'Chemise Oxford',
      categories: ['Homme', 'Vêtements', 'Chemises'],
      color: { name: 'Bleu Ciel', group: 'blue' },
    });
  });

  it('skips products without a price in the site currency', () => {
    const [records] = buildRecords(catalogue, [fr!], 'fr').map((s) => s.records);
    expect(records?.some((r) => r.productId === '100005')).toBe(false);
  });
});

/**
 * Facet counts take shortcuts (one value per record read without offsets; over more than half
 * the records, each value's total less the records left out; values a product's variants share
 * counted once per product): the answer must equal counting the matched records' values one
 * by one.
 */
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../seed/generate-catalogue';
import { buildRecords } from '../records/build-records';
import { countFacets } from './facet-counts';
import { RecordIndex } from '../records/record-index';
import { fixtureSites } from '../testing/fixture-catalogue';

const catalogue = generateCatalogue({ products: 120 });
const site = fixtureSites()[0]!;
const [built] = buildRecords(catalogue, [site], 'en');
const variants = catalogue.products.reduce((n, p) => n + p.variants.length, 0);
const index = new RecordIndex(built!.records, built!.ordinals, variants);
const columns = ['brand.name', 'size', 'categoryPageIds', 'salePrice', 'keywords'].map((name) =>
  index.facets.get(name)!,
);

/** A deterministic PRNG (mulberry32), so the subsets are the same on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each column's counts walking the matched records' values one by one (the plain way). */
function direct(positions: readonly number[]) {
  return Object.fromEntries(
    columns.map((column) => {
      const counts: Record<string, number> = {};
      for (const p of positions) {
        for (let j = column.offsets[p]!; j < column.offsets[p + 1]!; j++) {
          const value = column.values[column.valueIds[j]!]!;
          counts[value] = (counts[value] ?? 0) + 1;
        }
      }
      return [column.attribute, counts];
    }),
  );
}

describe('countFacets', () => {
  it('has single- and multi-valued columns, shared by all variants of a product or not', () => {
    expect(columns.map((column) => column.singleValued)).toEqual([true, false, false, true, false]);
    // brand, categories, price and keywords are the product's; sizes differ per colour
    expect(columns.map((column) => column.groupInvariant)).toEqual([true, false, true, true, true]);
  });

  it.each([0.1, 0.5, 0.51, 0.9, 1])('counts a %s share of the records exactly', (share) => {
    const next = random(Math.round(share * 100));
    const positions = [...Array(index.size).keys()].filter(() => next() < share);
    const counted = countFacets(columns, positions, positions.length, 10_000);
    expect(counted.facets).toEqual(direct(positions));
    const grouping = { groups: index.groups, first: index.groupFirst };
    const byProduct = countFacets(columns, positions, positions.length, 10_000, grouping);
    expect(byProduct.facets).toEqual(direct(positions));
    // the scratch counts are left zeroed for the next query
    for (const column of columns) expect(column.counts.every((n) => n === 0)).toBe(true);
  });
});

/**
 * The queries the benchmarks run, drawn deterministically from the catalogue and the index's
 * own facet values, so every query matches real records (an empty result would be cheap and
 * flatter the numbers).
 */
import type { Catalogue } from '../../src/server/catalogue/types';
import type { SearchService } from '../../src/server/search';

export interface BenchQuery {
  index: string;
  params: Record<string, unknown>;
}

const SORTS = ['', '_price_asc', '_price_desc', '_newest'];

/** A small deterministic PRNG (mulberry32), so runs compare like with like. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(values: readonly T[], next: () => number): T {
  return values[Math.floor(next() * values.length)]!;
}

/**
 * Category page + colour group + size, a sort replica, every facet counted, 120 hits a page
 * (the listing page's size, spec §9), distinct per product.
 */
export function listingQueries(service: SearchService, index: string, count: number): BenchQuery[] {
  const facets = service.search(index, {
    facets: ['categoryPageIds', 'color.group', 'size'],
    hitsPerPage: 0,
    maxValuesPerFacet: 1000,
  }).facets!;
  const categories = Object.keys(facets.categoryPageIds!).filter((c) => c.split('-').length >= 2);
  const colours = Object.keys(facets['color.group']!);
  const sizes = Object.keys(facets.size!);
  const next = random(7);
  return Array.from({ length: count }, () => ({
    index: index + pick(SORTS, next),
    params: {
      filters: `categoryPageIds:"${pick(categories, next)}"`,
      facetFilters: [
        [`color.group:${pick(colours, next)}`, `color.group:${pick(colours, next)}`],
        [`size:${pick(sizes, next)}`],
      ],
      facets: ['*'],
      maxValuesPerFacet: 100,
      hitsPerPage: 120,
      distinct: 1,
    },
  }));
}

/** Free-text queries as a shopper types them: a whole word, then a one- or two-letter prefix. */
export function textQueries(catalogue: Catalogue, index: string, count: number): BenchQuery[] {
  const words = [
    ...new Set(
      catalogue.products
        .slice(0, 2000)
        .flatMap((p) => (p.names.en ?? '').toLowerCase().split(/\s+/))
        .filter((w) => w.length >= 3),
    ),
  ];
  const next = random(11);
  return Array.from({ length: count }, (_, i) => {
    const word = pick(words, next);
    const prefix = pick(words, next).slice(0, 1 + (i % 2));
    return {
      index: index + pick(SORTS, next),
      params: {
        query: i % 3 === 0 ? prefix : `${word} ${prefix}`,
        facets: ['*'],
        hitsPerPage: 120,
        distinct: 1,
      },
    };
  });
}

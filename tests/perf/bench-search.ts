/**
 * `npm run bench:search`: p50/p95 of typical listing queries (category filter + two facet
 * filters + a sort replica + facet counts), and of fresh free-text queries, at 10k and 100k
 * products. In-process on one core (the service is synchronous), after a warm-up, so the
 * numbers are the engine's own cost without HTTP. Targets (issue 3): listing p95 ≤ 2 ms at
 * 10k and ≤ 15 ms at 100k.
 */
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { generateCatalogue } from '../../src/server/seed/generate-catalogue';
import { createSearchService, type SearchService } from '../../src/server/search/search-service';
import { DEFAULT_SORT_OPTIONS } from '../../src/server/search/sort-options';
import { listingQueries, textQueries } from './bench-queries';

const SITE: SiteRuntime = {
  folder: 'gb',
  siteTag: 'GB',
  countryCode: 'GB',
  currency: 'GBP',
  languages: ['en'],
  defaultLanguage: 'en',
  indexPrefix: 'gb',
};
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 400);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function measure(
  service: SearchService,
  queries: Array<{ index: string; params: Record<string, unknown> }>,
  runs: number,
): { p50: number; p95: number; max: number } {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const q = queries[i % queries.length]!;
    const started = performance.now();
    service.search(q.index, q.params);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

const ms = (n: number): string => n.toFixed(2);
const header = [
  'products',
  'records',
  'build s',
  'heap MB',
  'listing p50 ms',
  'listing p95 ms',
  'listing max ms',
  'text p50 ms',
  'text p95 ms',
];
const line = (cells: string[]): string =>
  `| ${cells.map((c, i) => c.padStart(header[i]!.length)).join(' | ')} |`;
console.log(line(header));
console.log(`|${header.map((h) => '-'.repeat(h.length + 2)).join('|')}|`);
for (const size of SIZES) {
  const catalogue = generateCatalogue({ products: size });
  const variants = catalogue.products.reduce((n, p) => n + p.variants.length, 0);
  const started = performance.now();
  const service = createSearchService(catalogue, [SITE], { gb: DEFAULT_SORT_OPTIONS });
  const buildMs = performance.now() - started;
  globalThis.gc?.();
  const heapMb = process.memoryUsage().heapUsed / 2 ** 20;

  const listing = listingQueries(service, 'gb_en', 64);
  measure(service, listing, 200); // warm-up: JIT, replica orders, numeric columns
  const l = measure(service, listing, RUNS);
  // fresh text queries: each one new to the text cache, so matching is measured every time
  const text = textQueries(catalogue, 'gb_en', RUNS + 50);
  measure(service, text.slice(0, 50), 50);
  const t = measure(service, text.slice(50), RUNS);
  console.log(
    line([
      `${size}`,
      `${variants}`,
      ms(buildMs / 1000),
      heapMb.toFixed(0),
      ms(l.p50),
      ms(l.p95),
      ms(l.max),
      ms(t.p50),
      ms(t.p95),
    ]),
  );
}

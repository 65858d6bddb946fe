/**
 * Measures the three candidate full-text libraries on the generated catalogue (issue 3: pick
 * FlexSearch, MiniSearch or Orama by measurement): index build time, heap retained by the
 * index, and p50/p95 of fresh queries typed by a shopper (a word, then a 1–2 letter prefix),
 * each with prefix matching on the last word and typo tolerance where the library offers it.
 * Run: `node --expose-gc --import tsx tests/perf/compare-text-libraries.ts [products]`.
 * The documents are the engine's own (one per colour variant, the six searchable fields).
 */
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import { Document } from 'flexsearch';
import MiniSearch from 'minisearch';
import { generateCatalogue } from '../../src/server/seed/generate-catalogue';
import { localised } from '../../src/server/search/records/build-records';
import { SEARCHABLE_FIELDS, TextIndex } from '../../src/server/search/text/text-index';
import { random } from './bench-queries';

type Doc = { id: number } & Record<(typeof SEARCHABLE_FIELDS)[number], string>;
const FIELDS = [...SEARCHABLE_FIELDS];
const products = Number(process.argv[2] ?? 10_000);
const catalogue = generateCatalogue({ products });
const brands = new Map(catalogue.brands.map((b) => [b.tag, b.name]));
const docs: Doc[] = catalogue.products.flatMap((p) =>
  p.variants.map((v) => ({
    id: 0,
    name: localised(p.names, 'en'),
    brand: brands.get(p.brandTag) ?? '',
    categories: (p.categories.en ?? []).join(' '),
    color: localised(v.colour.names, 'en'),
    keywords: p.slug.split('-').join(' '),
    description: localised(p.descriptions, 'en'),
  })),
);
docs.forEach((d, i) => (d.id = i));
const words = [...new Set(docs.slice(0, 3000).flatMap((d) => d.name.toLowerCase().split(' ')))];
const next = random(5);
const queries = Array.from({ length: 200 }, (_, i) => {
  const w = words[Math.floor(next() * words.length)]!;
  const prefix = words[Math.floor(next() * words.length)]!.slice(0, 1 + (i % 2));
  return i % 3 === 0 ? prefix : `${w} ${prefix}`;
});

interface Candidate {
  name: string;
  build(): Promise<(q: string) => Promise<number>>;
}

const candidates: Candidate[] = [
  {
    // the engine as shipped: MiniSearch's radix tree over product-level postings
    name: 'engine TextIndex (minisearch terms + own postings)',
    async build() {
      const index = new TextIndex(catalogue, 'en');
      const cache = (index as unknown as { cache: Map<string, unknown> }).cache;
      return async (q) => {
        cache.clear(); // every query fresh
        return index.search(q)?.count ?? 0;
      };
    },
  },
  {
    name: 'minisearch 7.2.0',
    async build() {
      const mini = new MiniSearch<Doc>({ fields: FIELDS });
      mini.addAll(docs);
      return async (q) =>
        mini.search(q, {
          combineWith: 'AND',
          prefix: (_t, i, all) => i === all.length - 1,
          fuzzy: (t) => (t.length >= 4 ? 1 : false),
        }).length;
    },
  },
  {
    name: 'flexsearch 0.8.212',
    async build() {
      const index = new Document<Doc>({
        document: { id: 'id', index: FIELDS },
        tokenize: 'forward',
      });
      for (const d of docs) index.add(d);
      return async (q) => {
        const ids = new Set<unknown>();
        for (const field of index.search(q, { limit: docs.length }))
          for (const id of field.result) ids.add(id);
        return ids.size;
      };
    },
  },
  {
    name: 'orama 3.1.18',
    async build() {
      const db = create({
        schema: Object.fromEntries(FIELDS.map((f) => [f, 'string'])) as Record<string, 'string'>,
      });
      await insertMultiple(
        db,
        docs.map((d) => ({ ...d, id: String(d.id) })),
        1000,
      );
      return async (q) =>
        (await oramaSearch(db, { term: q, tolerance: 1, limit: docs.length, threshold: 0 })).count;
    },
  },
];

const heap = () => {
  globalThis.gc?.();
  const { heapUsed, external } = process.memoryUsage();
  return (heapUsed + external) / 2 ** 20; // typed-array stores count in `external`
};
console.log(`${docs.length} documents from ${products} products`);
console.log('| library | build s | heap MB | query p50 ms | query p95 ms |');
console.log('|---|---|---|---|---|');
const only = process.env.LIBRARIES?.split(',');
const retained: unknown[] = []; // keeps each index alive, so its heap is measured
for (const candidate of candidates) {
  if (only && !only.some((name) => candidate.name.includes(name))) continue;
  const before = heap();
  const started = performance.now();
  const run = await candidate.build();
  retained.push(run);
  const buildS = (performance.now() - started) / 1000;
  const mb = heap() - before;
  for (const q of queries.slice(0, 20)) await run(q); // warm-up
  const times: number[] = [];
  for (const q of queries.slice(20)) {
    const t = performance.now();
    await run(q);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p = (x: number) => times[Math.floor(x * times.length)]!.toFixed(2);
  console.log(
    `| ${candidate.name} | ${buildS.toFixed(2)} | ${mb.toFixed(0)} | ${p(0.5)} | ${p(0.95)} |`,
  );
}

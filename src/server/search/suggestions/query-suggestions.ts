/**
 * The query-suggestions index of a site's language (named in src/shared/search), Algolia's
 * `{ objectID, query, popularity }` records generated from a site's product records: brand
 * names, localised category labels (leaf, and "gender leaf" such as "women dresses"), brand +
 * leaf pairs and frequent name words. Popularity is the summed popularity of the products a
 * suggestion would find, so the terms shoppers are likeliest to want come first.
 */
import MiniSearch from 'minisearch';
import type { ProductHit } from '../../../shared/domain/product';
import { processTerm, tokenizerFor } from '../text/text-analysis';

export interface SuggestionRecord {
  objectID: string;
  query: string;
  popularity: number;
}

/** Name words this short, or found in fewer products, are noise as suggestions. */
const MIN_WORD_LENGTH = 4;
const MIN_PRODUCTS_PER_WORD = 3;
const MAX_SUGGESTIONS = 2000;

export function buildSuggestions(records: readonly ProductHit[], lang: string): SuggestionRecord[] {
  const tokenize = tokenizerFor(lang);
  const popularity = new Map<string, number>();
  const products = new Map<string, number>();
  // brands and categories are always worth suggesting; pairs and name words only when common
  const always = new Set<string>();
  const add = (
    query: string,
    weight: number,
    productKey: string,
    seen: Set<string>,
    keep = false,
  ) => {
    const key = query.toLocaleLowerCase(lang);
    if (key.trim() === '' || seen.has(key)) return;
    if (keep) always.add(key);
    seen.add(key);
    popularity.set(key, (popularity.get(key) ?? 0) + weight);
    products.set(key, (products.get(key) ?? 0) + (productKey ? 1 : 0));
  };
  const seenProducts = new Set<string>();
  for (const record of records) {
    if (seenProducts.has(record.productId)) continue; // one vote per product, not per colour
    seenProducts.add(record.productId);
    const seen = new Set<string>();
    const weight = Math.max(1, record.popularity);
    const leaf = record.categories.at(-1);
    add(record.brand.name, weight, record.productId, seen, true);
    if (leaf) {
      add(leaf, weight, record.productId, seen, true);
      if (record.categories.length > 1)
        add(`${record.categories[0]} ${leaf}`, weight, record.productId, seen, true);
      add(`${record.brand.name} ${leaf}`, weight, record.productId, seen);
    }
    for (const word of tokenize(record.name)) {
      if ([...word].length >= MIN_WORD_LENGTH || lang === 'ja')
        add(word, weight, record.productId, seen);
    }
  }
  return [...popularity]
    .filter(([query]) => always.has(query) || (products.get(query) ?? 0) >= MIN_PRODUCTS_PER_WORD)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_SUGGESTIONS)
    .map(([query, score]) => ({ objectID: query, query, popularity: score }));
}

/** Prefix search over the suggestions, most popular first (what an autocomplete asks). */
export class SuggestionIndex {
  private readonly mini: MiniSearch<SuggestionRecord>;

  constructor(
    readonly name: string,
    readonly records: readonly SuggestionRecord[],
    lang: string,
  ) {
    const tokenize = tokenizerFor(lang);
    this.mini = new MiniSearch<SuggestionRecord>({
      idField: 'objectID',
      fields: ['query'],
      tokenize,
      processTerm,
    });
    this.mini.addAll([...records]);
  }

  /** Records for a query, in popularity order; every record for an empty query. */
  find(query: string): readonly SuggestionRecord[] {
    if (query.trim() === '') return this.records;
    const ids = new Set(
      this.mini
        .search(query, {
          combineWith: 'AND',
          prefix: true,
          fuzzy: (t) => (t.length >= 4 ? 1 : false),
        })
        .map((r) => r.id as string),
    );
    return this.records.filter((r) => ids.has(r.objectID));
  }
}

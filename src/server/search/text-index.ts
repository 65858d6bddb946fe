/**
 * Full-text matching for one language over every catalogue variant, shared by all sites
 * that use the language (their records differ in prices, not text). Document ids are variant
 * ordinals; a site index maps them to its own record positions.
 */
import MiniSearch from 'minisearch';
import type { Catalogue } from '../catalogue/types';
import { localised } from './build-records';
import { allowedTypos, relevanceScorer, type Relevance } from './relevance';
import { processTerm, queryTerms, tokenizerFor } from './text-analysis';

/** Searchable attributes in Algolia's priority order (earlier = better attribute rank). */
export const SEARCHABLE_FIELDS = [
  'name',
  'brand',
  'categories',
  'color',
  'keywords',
  'description',
] as const;
const FIELD_RANK = new Map<string, number>(SEARCHABLE_FIELDS.map((f, i) => [f, i]));

type TextDocument = { id: number } & Record<(typeof SEARCHABLE_FIELDS)[number], string>;

export interface TextMatch extends Relevance {
  ordinal: number;
}

/**
 * Recent queries' matches, per language. A listing with a query asks the same text again for
 * each page, sort, filter change and facet, and the site's indexes share the language's
 * results; matching is the costly part of such a query.
 */
const CACHE_SIZE = 64;

export class TextIndex {
  private readonly mini: MiniSearch<TextDocument>;
  private readonly tokenize: (text: string) => string[];
  private readonly cache = new Map<string, readonly TextMatch[]>();

  constructor(catalogue: Catalogue, lang: string) {
    this.tokenize = tokenizerFor(lang);
    // Variants of a product repeat its name, description and categories: while building, each
    // distinct text is tokenized (Intl.Segmenter is slow) and each term normalised only once.
    let tokens: Map<string, string[]> | null = new Map();
    let terms: Map<string, string | null> | null = new Map();
    this.mini = new MiniSearch<TextDocument>({
      fields: [...SEARCHABLE_FIELDS],
      tokenize: (text) => memo(tokens, text, this.tokenize),
      processTerm: (term) => memo(terms, term, processTerm),
    });
    this.mini.addAll(documents(catalogue, lang));
    tokens = null;
    terms = null;
  }

  /** Records matching every query word (the last one also as a prefix), with typo tolerance. */
  /** null when the query has no words (empty or only separators): Algolia then returns everything */
  search(query: string): readonly TextMatch[] | null {
    const terms = queryTerms(query, this.tokenize);
    if (terms.length === 0) return null;
    const key = terms.join(' ');
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key); // re-insert: Map order is the recency order
      this.cache.set(key, cached);
      return cached;
    }
    const matches = this.match(terms);
    this.cache.set(key, matches);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return matches;
  }

  private match(terms: string[]): TextMatch[] {
    const results = this.mini.search(terms.join(' '), {
      combineWith: 'AND',
      prefix: (_term, i, all) => i === all.length - 1,
      fuzzy: (term) => allowedTypos(term) || false,
      // the query is already tokenized and normalised: split on the spaces joined above
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
    });
    const score = relevanceScorer(terms, FIELD_RANK);
    return results.map((r) => ({ ordinal: r.id as number, ...score(r.match) }));
  }
}

function memo<T>(cache: Map<string, T> | null, key: string, compute: (key: string) => T): T {
  if (!cache) return compute(key);
  if (cache.has(key)) return cache.get(key)!;
  const value = compute(key);
  cache.set(key, value);
  return value;
}

function documents(catalogue: Catalogue, lang: string): TextDocument[] {
  const brands = new Map(catalogue.brands.map((b) => [b.tag, b.name]));
  const docs: TextDocument[] = [];
  for (const product of catalogue.products) {
    const shared = {
      name: localised(product.names, lang),
      brand: brands.get(product.brandTag) ?? product.brandTag,
      categories: (product.categories[lang] ?? product.categories.en ?? []).join(' '),
      keywords: product.slug.split('-').join(' '),
      description: localised(product.descriptions, lang),
    };
    for (const variant of product.variants) {
      docs.push({ id: docs.length, ...shared, color: localised(variant.colour.names, lang) });
    }
  }
  return docs;
}

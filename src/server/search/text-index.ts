/**
 * Full-text matching for one language over every catalogue variant, shared by all sites
 * that use the language (their records differ in prices, not text). Document ids are variant
 * ordinals; a site index maps them to its own record positions.
 *
 * Why MiniSearch: measured with tests/perf/compare-text-libraries.ts on the generated catalogue
 * at 10k products (21,438 documents, six fields, fresh shopper-typed queries with a prefix last
 * word; on the shared 2-core machine, so absolute times are noisy):
 *   library                          build s  heap MB  p50 ms  p95 ms
 *   MiniSearch 7.2.0 (plain)            2.6      43     176    1428
 *   FlexSearch 0.8.212 ("forward")     21.8      43      20      86
 *   Orama 3.1.18 (tolerance 1)          9.0      58     622    3744
 *   this TextIndex (MiniSearch + short-prefix path, field-texts.ts)
 *                                       3.8      46      13      51
 * FlexSearch answers short prefixes fast because it indexes every prefix, but builds 6–8x
 * slower, has no edit-distance typo tolerance and reports no per-term match, which Algolia's
 * typo/attribute/exact criteria need. MiniSearch, with short last words checked per field
 * instead of expanded, is fastest overall and keeps those criteria.
 */
import MiniSearch from 'minisearch';
import type { Catalogue } from '../catalogue/types';
import { localised } from './build-records';
import { allowedTypos, relevanceScorer, type Relevance } from './relevance';
import { FieldTexts, SHORT_PREFIX_LENGTH } from './field-texts';
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
export const FIELD_RANK_FOR_TESTS: ReadonlyMap<string, number> = FIELD_RANK;

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
  private readonly fieldTexts: FieldTexts;

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
    const docs = documents(catalogue, lang);
    this.mini.addAll(docs);
    this.fieldTexts = new FieldTexts((text) =>
      queryTerms(text, (t) => memo(tokens, t, this.tokenize)),
    );
    for (const doc of docs) this.fieldTexts.add(SEARCHABLE_FIELDS.map((f) => doc[f]));
    this.fieldTexts.seal();
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
    const last = terms.at(-1)!;
    if ([...last].length <= SHORT_PREFIX_LENGTH)
      return this.matchShortPrefix(terms.slice(0, -1), last);
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

  private matchShortPrefix(complete: string[], prefix: string): TextMatch[] {
    return shortPrefixMatches(this.mini, this.fieldTexts, complete, prefix);
  }
}

/**
 * The complete words through MiniSearch (no prefix), the short last word through FieldTexts
 * (see field-texts.ts); a document must have both. Criteria as in `match`: the prefix word
 * adds no typo, can improve the attribute, and counts as exact only as a whole word.
 */
function shortPrefixMatches(
  this: void,
  mini: MiniSearch<TextDocument>,
  fieldTexts: FieldTexts,
  complete: string[],
  prefix: string,
): TextMatch[] {
  const out: TextMatch[] = [];
  if (complete.length === 0) {
    for (let doc = 0; doc < fieldTexts.size; doc++) {
      const found = fieldTexts.match(doc, prefix);
      if (found)
        out.push({
          ordinal: doc,
          typos: 0,
          attribute: found.attribute,
          exact: found.exact ? 1 : 0,
        });
    }
    return out;
  }
  const results = mini.search(complete.join(' '), {
    combineWith: 'AND',
    prefix: false,
    fuzzy: (term) => allowedTypos(term) || false,
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
  });
  // a placeholder last word that matches nothing: the complete words must not count a prefix
  // completion as a match without typo (the scorer allows that for the last word only)
  const score = relevanceScorer([...complete, '\u0000'], FIELD_RANK);
  for (const r of results) {
    const found = fieldTexts.match(r.id as number, prefix);
    if (!found) continue;
    const relevance = score(r.match);
    out.push({
      ordinal: r.id as number,
      typos: relevance.typos,
      attribute: Math.min(relevance.attribute, found.attribute),
      exact: relevance.exact + (found.exact ? 1 : 0),
    });
  }
  return out;
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

/**
 * Full-text matching for one language over every catalogue variant, shared by all sites that
 * use the language (their records differ in prices, not text). Matches are variant ordinals;
 * a site index maps them to its own record positions.
 *
 * MiniSearch was chosen by measurement (tests/perf/compare-text-libraries.ts, at 10k products:
 * FlexSearch builds 6–8x slower and reports no per-term match, Orama answers 10x slower). Its
 * full index kept a Map entry per variant, field and term: ~430 MB at 100k products, and a one-
 * or two-letter last word expanded into thousands of terms it then scored. So the engine uses
 * MiniSearch's tokenizer and radix tree (prefix and typo-tolerant term lookup) and keeps the
 * postings itself, one document per product (text-postings.ts, text-match.ts).
 */
import type { Catalogue } from '../../catalogue/types';
import { matchText, type TextMatches } from './text-match';
import { buildTextPostings, type TextPostings } from './text-postings';
import { queryTerms, tokenizerFor } from './text-analysis';

export { SEARCHABLE_FIELDS } from './text-postings';
export type { TextMatches } from './text-match';

/**
 * Recent queries' matches, per language. A listing with a query asks the same text again for
 * each page, sort, filter change and facet, and the site's indexes share the language's
 * results. Bounded in entries and in matches held (a one-letter query matches nearly all).
 */
const CACHE_ENTRIES = 64;
const CACHE_MATCHES = 2_000_000;

export class TextIndex {
  private readonly tokenize: (text: string) => string[];
  private readonly postings: TextPostings;
  private readonly cache = new Map<string, TextMatches>();
  private cachedMatches = 0;
  /** per-query output buffers, one slot per variant (queries run one at a time) */
  private readonly out: { ordinals: Int32Array; relevance: Uint16Array };

  constructor(catalogue: Catalogue, lang: string) {
    this.tokenize = tokenizerFor(lang);
    this.postings = buildTextPostings(catalogue, lang, this.tokenize);
    const variants = this.postings.colourOf.length;
    this.out = { ordinals: new Int32Array(variants), relevance: new Uint16Array(variants) };
  }

  /**
   * Variants matching every query word (the last one also as a prefix), with typo tolerance;
   * null when the query has no words (empty or only separators): Algolia then returns all.
   */
  search(query: string): TextMatches | null {
    const terms = queryTerms(query, this.tokenize);
    if (terms.length === 0) return null;
    const key = terms.join(' ');
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key); // re-insert: Map order is the recency order
      this.cache.set(key, cached);
      return cached;
    }
    const matches = matchText(this.postings, terms, this.out);
    this.cache.set(key, matches);
    this.cachedMatches += matches.count;
    while (this.cache.size > CACHE_ENTRIES || this.cachedMatches > CACHE_MATCHES) {
      const [oldest, entry] = this.cache.entries().next().value!;
      this.cache.delete(oldest);
      this.cachedMatches -= entry.count;
    }
    return matches;
  }
}

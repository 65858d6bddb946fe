/**
 * Full-text matching for one language over every catalogue variant, shared by all sites
 * that use the language (their records differ in prices, not text). Document ids are variant
 * ordinals; a site index maps them to its own record positions.
 */
import MiniSearch from 'minisearch';
import type { Catalogue } from '../catalogue/types';
import { localised } from './build-records';
import { allowedTypos, relevance, type Relevance } from './relevance';
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

export class TextIndex {
  private readonly mini: MiniSearch<TextDocument>;
  private readonly tokenize: (text: string) => string[];

  constructor(catalogue: Catalogue, lang: string) {
    this.tokenize = tokenizerFor(lang);
    this.mini = new MiniSearch<TextDocument>({
      fields: [...SEARCHABLE_FIELDS],
      tokenize: this.tokenize,
      processTerm,
    });
    this.mini.addAll(documents(catalogue, lang));
  }

  /** Records matching every query word (the last one also as a prefix), with typo tolerance. */
  search(query: string): TextMatch[] {
    const terms = queryTerms(query, this.tokenize);
    if (terms.length === 0) return [];
    const results = this.mini.search(terms.join(' '), {
      combineWith: 'AND',
      prefix: (_term, i, all) => i === all.length - 1,
      fuzzy: (term) => allowedTypos(term) || false,
      // the query is already tokenized and normalised: split on the spaces joined above
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
    });
    return results.map((r) => ({
      ordinal: r.id as number,
      ...relevance(terms, r.match, FIELD_RANK),
    }));
  }
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

/**
 * The text of one language as compact posting lists, one document per product rather than per
 * colour variant: variants repeat their product's name, brand, categories, keywords and
 * description, so only the colour differs, and colours are few. Terms map to ids in MiniSearch's
 * radix tree (SearchableMap), which gives the prefix and typo-tolerant lookups; each term's
 * products and the fields it occurs in sit in typed arrays (about 5 bytes a posting, where
 * MiniSearch's own index keeps a Map entry per document, field and term).
 */
import SearchableMap from 'minisearch/SearchableMap';
import type { Catalogue } from '../../catalogue/types';
import { localised } from '../records/build-records';
import { queryTerms } from './text-analysis';

/** Searchable attributes in Algolia's priority order (earlier = better attribute rank). */
export const SEARCHABLE_FIELDS = [
  'name',
  'brand',
  'categories',
  'color',
  'keywords',
  'description',
] as const;
export const COLOUR_RANK = SEARCHABLE_FIELDS.indexOf('color');
/** The product-level fields, with their attribute ranks. */
const PRODUCT_FIELDS = SEARCHABLE_FIELDS.filter((f) => f !== 'color');
const PRODUCT_FIELD_RANKS = PRODUCT_FIELDS.map((f) => SEARCHABLE_FIELDS.indexOf(f));

/** Term → posting lists in compressed-row form: entries offsets[t] … offsets[t+1]-1. */
export interface Postings {
  terms: SearchableMap<number>;
  offsets: Int32Array;
  /** product (or colour) id of each posting, ascending within a term */
  ids: Int32Array;
  /** best (lowest) attribute rank the term has in that product */
  ranks: Uint8Array;
}

export interface TextPostings {
  products: Postings;
  /** colour-name terms; the ids are colour ids */
  colours: Postings;
  productCount: number;
  colourCount: number;
  /** variant ordinals of product p: firstVariant[p] … firstVariant[p+1]-1 */
  firstVariant: Int32Array;
  /** colour id of each variant ordinal */
  colourOf: Int32Array;
  /** products having a variant of colour c: colourProducts.ids[offsets[c] … offsets[c+1]-1] */
  colourProducts: { offsets: Int32Array; ids: Int32Array };
}

/** Collects (term, id, rank) triples, then packs them per term. */
class PostingsBuilder {
  private readonly termIds = new Map<string, number>();
  private termOf = new Int32Array(1024);
  private idOf = new Int32Array(1024);
  private rankOf = new Uint8Array(1024);
  private size = 0;

  /** The terms of one document, each with the best rank it has there. */
  add(id: number, terms: ReadonlyMap<string, number>): void {
    for (const [term, rank] of terms) {
      let termId = this.termIds.get(term);
      if (termId === undefined) this.termIds.set(term, (termId = this.termIds.size));
      if (this.size === this.termOf.length) this.grow();
      this.termOf[this.size] = termId;
      this.idOf[this.size] = id;
      this.rankOf[this.size++] = rank;
    }
  }

  build(): Postings {
    const count = this.termIds.size;
    const offsets = new Int32Array(count + 1);
    for (let i = 0; i < this.size; i++) offsets[this.termOf[i]! + 1]!++;
    for (let t = 0; t < count; t++) offsets[t + 1]! += offsets[t]!;
    const next = offsets.slice(0, count);
    const ids = new Int32Array(this.size);
    const ranks = new Uint8Array(this.size);
    // documents were added in id order, so each term's ids come out ascending
    for (let i = 0; i < this.size; i++) {
      const at = next[this.termOf[i]!]!++;
      ids[at] = this.idOf[i]!;
      ranks[at] = this.rankOf[i]!;
    }
    const terms = new SearchableMap<number>();
    for (const [term, termId] of this.termIds) terms.set(term, termId);
    return { terms, offsets, ids, ranks };
  }

  private grow(): void {
    const grown = (old: Int32Array) => {
      const next = new Int32Array(old.length * 2);
      next.set(old);
      return next;
    };
    this.termOf = grown(this.termOf);
    this.idOf = grown(this.idOf);
    const ranks = new Uint8Array(this.rankOf.length * 2);
    ranks.set(this.rankOf);
    this.rankOf = ranks;
  }
}

export function buildTextPostings(
  catalogue: Catalogue,
  lang: string,
  tokenize: (text: string) => string[],
): TextPostings {
  // product texts repeat (brands, categories, shared phrases): each distinct text is split once
  const termsOfText = new Map<string, string[]>();
  const termsOf = (text: string): string[] => {
    let terms = termsOfText.get(text);
    if (!terms) termsOfText.set(text, (terms = queryTerms(text, tokenize)));
    return terms;
  };
  const brands = new Map(catalogue.brands.map((b) => [b.tag, b.name]));
  const products = new PostingsBuilder();
  const colours = new PostingsBuilder();
  const colourIds = new Map<string, number>();
  const colourProductLists: number[][] = [];
  const firstVariant = new Int32Array(catalogue.products.length + 1);
  const colourOf: number[] = [];

  catalogue.products.forEach((product, p) => {
    const fields = [
      localised(product.names, lang),
      brands.get(product.brandTag) ?? product.brandTag,
      (product.categories[lang] ?? product.categories.en ?? []).join(' '),
      product.slug.split('-').join(' '),
      localised(product.descriptions, lang),
    ];
    const best = new Map<string, number>();
    fields.forEach((text, f) => {
      const rank = PRODUCT_FIELD_RANKS[f]!;
      for (const term of termsOf(text)) if (!best.has(term)) best.set(term, rank);
    });
    products.add(p, best);
    firstVariant[p] = colourOf.length;
    for (const variant of product.variants) {
      const name = localised(variant.colour.names, lang);
      let colour = colourIds.get(name);
      if (colour === undefined) {
        colourIds.set(name, (colour = colourIds.size));
        colours.add(colour, new Map(termsOf(name).map((term) => [term, COLOUR_RANK])));
        colourProductLists.push([]);
      }
      const list = colourProductLists[colour]!;
      if (list.at(-1) !== p) list.push(p);
      colourOf.push(colour);
    }
  });
  firstVariant[catalogue.products.length] = colourOf.length;

  const offsets = new Int32Array(colourProductLists.length + 1);
  colourProductLists.forEach((list, c) => (offsets[c + 1] = offsets[c]! + list.length));
  return {
    products: products.build(),
    colours: colours.build(),
    productCount: catalogue.products.length,
    colourCount: colourIds.size,
    firstVariant,
    colourOf: Int32Array.from(colourOf),
    colourProducts: { offsets, ids: Int32Array.from(colourProductLists.flat()) },
  };
}

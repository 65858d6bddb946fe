/**
 * One query against a language's posting lists (text-postings.ts). MiniSearch's radix tree
 * expands each query word into the document terms it matches (exact, within Algolia's typo
 * allowance, or as a completion of the last word); their postings give, per product, the best
 * code of each word and the best attribute. A colour variant then matches when every word is
 * found in its product's texts or its own colour name, as if each variant were a document.
 */
import type SearchableMap from 'minisearch/SearchableMap';
import { allowedTypos, EXACT, NO_MATCH, packRelevance, termCodes } from './relevance';
import { COLOUR_RANK, type Postings, type TextPostings } from './text-postings';

/** Matching variants (catalogue ordinals) and their packed relevance (relevance.ts). */
export interface TextMatches {
  count: number;
  ordinals: Int32Array;
  relevance: Uint16Array;
}

const NO_RANK = 255;

/** The document terms each query word reaches, with their term ids. */
function expand(terms: SearchableMap<number>, queryTerms: readonly string[]): Map<string, number> {
  const found = new Map<string, number>();
  const last = queryTerms.length - 1;
  queryTerms.forEach((term, i) => {
    const typos = allowedTypos(term);
    if (typos > 0) {
      for (const [docTerm, [termId]] of terms.fuzzyGet(term, typos)) found.set(docTerm, termId);
    } else {
      const termId = terms.get(term);
      if (termId !== undefined) found.set(term, termId);
    }
    if (i === last)
      for (const [docTerm, termId] of terms.atPrefix(term)) found.set(docTerm, termId);
  });
  return found;
}

/**
 * For every posting of the expanded terms: the lowest code per query word into `codes`
 * (word-major, `size` ids per word) and, when `ranks` is given, the best attribute per id.
 * Returns the ids touched, in first-touch order.
 */
function collect(
  postings: Postings,
  queryTerms: readonly string[],
  codesOf: (docTerm: string) => Int8Array,
  codes: Int8Array,
  size: number,
  ranks: Uint8Array | null,
): number[] {
  const touched: number[] = [];
  const seen = new Uint8Array(size);
  const { offsets, ids, ranks: postingRanks } = postings;
  for (const [docTerm, termId] of expand(postings.terms, queryTerms)) {
    const code = codesOf(docTerm);
    for (let j = offsets[termId]!; j < offsets[termId + 1]!; j++) {
      const id = ids[j]!;
      if (seen[id] === 0) {
        seen[id] = 1;
        touched.push(id);
      }
      if (ranks && postingRanks[j]! < ranks[id]!) ranks[id] = postingRanks[j]!;
      for (let i = 0, at = id; i < code.length; i++, at += size)
        if (code[i]! < codes[at]!) codes[at] = code[i]!;
    }
  }
  return touched;
}

export function matchText(
  text: TextPostings,
  queryTerms: readonly string[],
  out: { ordinals: Int32Array; relevance: Uint16Array },
): TextMatches {
  const words = queryTerms.length;
  const P = text.productCount;
  const C = text.colourCount;
  const codesOf = termCodes(queryTerms);
  const productCodes = new Int8Array(words * P).fill(NO_MATCH);
  const productRank = new Uint8Array(P).fill(NO_RANK);
  const products = collect(text.products, queryTerms, codesOf, productCodes, P, productRank);
  const colourCodes = new Int8Array(words * C).fill(NO_MATCH);
  const colours = collect(text.colours, queryTerms, codesOf, colourCodes, C, null);

  // products whose variants may match only through a colour name are candidates too
  const candidate = new Uint8Array(P);
  for (const p of products) candidate[p] = 1;
  const { offsets, ids } = text.colourProducts;
  for (const c of colours) {
    for (let j = offsets[c]!; j < offsets[c + 1]!; j++) {
      if (candidate[ids[j]!] === 0) {
        candidate[ids[j]!] = 1;
        products.push(ids[j]!);
      }
    }
  }
  const colourMatched = new Uint8Array(C);
  for (const c of colours) colourMatched[c] = 1;

  let count = 0;
  for (const p of products) {
    for (let v = text.firstVariant[p]!; v < text.firstVariant[p + 1]!; v++) {
      const c = text.colourOf[v]!;
      let typos = 0;
      let exact = 0;
      let matched = true;
      for (let i = 0; i < words; i++) {
        const best = Math.min(productCodes[i * P + p]!, colourCodes[i * C + c]!);
        if (best === NO_MATCH) {
          matched = false;
          break;
        }
        if (best === EXACT) exact++;
        else typos += best;
      }
      if (!matched) continue;
      const rank = colourMatched[c] ? Math.min(productRank[p]!, COLOUR_RANK) : productRank[p]!;
      out.ordinals[count] = v;
      out.relevance[count++] = packRelevance(typos, rank, exact);
    }
  }
  return {
    count,
    ordinals: out.ordinals.slice(0, count),
    relevance: out.relevance.slice(0, count),
  };
}

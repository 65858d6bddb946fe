/**
 * Algolia ranks text matches by discrete criteria (typo, words, proximity, attribute, exact)
 * and breaks ties with the custom ranking, rather than by a continuous score. MiniSearch finds
 * the document terms a query word matches (tokens, prefix, typo tolerance); this file turns
 * them into those criteria so popularity still orders equally good matches, as on Algolia.
 */
export interface Relevance {
  /** total typos over the query words (lower first) */
  typos: number;
  /** position of the best searchable attribute that matched (lower first) */
  attribute: number;
  /** query words matched exactly, without typo or prefix completion (higher first) */
  exact: number;
}

/** Algolia's defaults: 1 typo from 4 characters, 2 typos from 8. */
export function allowedTypos(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** A document term equal to the query word. */
export const EXACT = -1;
/** A document term unrelated to the query word. */
export const NO_MATCH = 127;

/**
 * How a document term relates to each query word, as one code per word: EXACT, 0 for a
 * completion of the last word (prefix search), n for n typos, or NO_MATCH. Worked out once per
 * distinct term of a query and reused for every document holding it.
 */
export function termCodes(queryTerms: readonly string[]): (docTerm: string) => Int8Array {
  const last = queryTerms.length - 1;
  const codes = new Map<string, Int8Array>();
  return (docTerm) => {
    let code = codes.get(docTerm);
    if (!code) {
      code = Int8Array.from(queryTerms, (term, i) => {
        if (docTerm === term) return EXACT;
        if (i === last && docTerm.startsWith(term)) return 0;
        const max = allowedTypos(term);
        const d = max === 0 ? NO_MATCH : boundedDistance(term, docTerm, max);
        return d <= max ? d : NO_MATCH;
      });
      codes.set(docTerm, code);
    }
    return code;
  };
}

/**
 * The criteria as one small number that sorts like Algolia's tie-breaking (lower first): typos
 * (3 bits), attribute (3 bits), then exact words, more first (4 bits).
 */
export function packRelevance(typos: number, attribute: number, exact: number): number {
  return Math.min(typos, 7) * 128 + Math.min(attribute, 7) * 16 + (15 - Math.min(exact, 15));
}

export function unpackRelevance(packed: number): Relevance {
  return { typos: typosOf(packed), attribute: (packed >> 4) & 7, exact: 15 - (packed & 15) };
}

/** The typo count of packed relevance, the criterion ranked before optional filters. */
export function typosOf(packed: number): number {
  return packed >> 7;
}

/** Levenshtein distance, or `max + 1` as soon as it must exceed `max` (terms are short). */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

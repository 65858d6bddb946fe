/**
 * Algolia ranks text matches by discrete criteria (typo, words, proximity, attribute, exact)
 * and breaks ties with the custom ranking, rather than by a continuous score. MiniSearch finds
 * the matches (tokens, prefix, typo tolerance); this file turns its match information into
 * those criteria so popularity still orders equally good matches, as on hosted Algolia.
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

const EXACT = -1;
const NO_MATCH = 127;

/**
 * A scorer for one query. How a document term relates to each query word (exact, prefix
 * completion, n typos) is worked out once per distinct term and reused across documents.
 */
export function relevanceScorer(
  queryTerms: readonly string[],
  fieldRank: ReadonlyMap<string, number>,
): (matched: Readonly<Record<string, readonly string[]>>) => Relevance {
  const last = queryTerms.length - 1;
  const codes = new Map<string, Int8Array>();
  const codesOf = (docTerm: string): Int8Array => {
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
  const best = new Int8Array(queryTerms.length);

  return (matched) => {
    best.fill(NO_MATCH);
    let attribute = Number.MAX_SAFE_INTEGER;
    for (const docTerm in matched) {
      const code = codesOf(docTerm);
      for (let i = 0; i < code.length; i++) if (code[i]! < best[i]!) best[i] = code[i]!;
      for (const field of matched[docTerm]!)
        attribute = Math.min(attribute, fieldRank.get(field) ?? attribute);
    }
    let typos = 0;
    let exact = 0;
    for (const code of best) {
      if (code === EXACT) exact++;
      else if (code !== NO_MATCH) typos += code;
    }
    return { typos, attribute, exact };
  };
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

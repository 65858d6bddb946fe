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

export function relevance(
  queryTerms: readonly string[],
  matched: Readonly<Record<string, readonly string[]>>,
  fieldRank: ReadonlyMap<string, number>,
): Relevance {
  const docTerms = Object.keys(matched);
  let typos = 0;
  let exact = 0;
  queryTerms.forEach((term, i) => {
    const isLast = i === queryTerms.length - 1;
    let best = Infinity;
    for (const docTerm of docTerms) {
      if (docTerm === term) {
        best = 0;
        exact++;
        break;
      }
      if (isLast && docTerm.startsWith(term)) best = 0;
      else if (best > 0) best = Math.min(best, boundedDistance(term, docTerm, allowedTypos(term)));
    }
    typos += Number.isFinite(best) ? best : 0;
  });
  let attribute = Number.MAX_SAFE_INTEGER;
  for (const fields of Object.values(matched)) {
    for (const field of fields) attribute = Math.min(attribute, fieldRank.get(field) ?? attribute);
  }
  return { typos, attribute, exact };
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

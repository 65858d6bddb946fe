/**
 * Finds and orders the records a query returns, before paging: filters to a bit set, then
 * either every passing record in the replica's precomputed order (empty query) or MiniSearch's
 * text matches ordered by the replica's sort attribute, the relevance criteria and the custom
 * ranking. Also applies distinct.
 */
import { has, type Bitset } from './bitset';
import type { RecordIndex } from './record-index';
import type { SortRule } from './index-settings';
import type { TextIndex, TextMatch } from './text-index';

export interface Matches {
  /** matching record positions in ranking order, before distinct (facets count these) */
  all: ArrayLike<number>;
  allCount: number;
  /** after distinct, in ranking order */
  ranked: ArrayLike<number>;
  rankedCount: number;
}

export function matchRecords(
  index: RecordIndex,
  text: TextIndex,
  rule: SortRule | null,
  query: string,
  bits: Bitset | null,
  distinct: number,
): Matches {
  const [all, allCount] =
    query.trim() === '' ? browse(index, rule, bits) : textMatches(index, text, rule, query, bits);
  if (distinct === 0) return { all, allCount, ranked: all, rankedCount: allCount };
  const ranked = applyDistinct(index, all, allCount, distinct);
  return { all, allCount, ranked, rankedCount: ranked.length };
}

/**
 * Empty query: walk the replica order once, keeping records that pass the filters. Writes into
 * the index's scratch buffer, so the listing path allocates nothing proportional to the index.
 */
function browse(
  index: RecordIndex,
  rule: SortRule | null,
  bits: Bitset | null,
): [Int32Array, number] {
  const order = index.order(rule);
  const out = index.scratch;
  let n = 0;
  if (bits === null) {
    out.set(order);
    n = order.length;
  } else {
    for (let i = 0; i < order.length; i++) {
      const p = order[i]!;
      if (has(bits, p)) out[n++] = p;
    }
  }
  return [out, n];
}

function textMatches(
  index: RecordIndex,
  text: TextIndex,
  rule: SortRule | null,
  query: string,
  bits: Bitset | null,
): [number[], number] {
  const candidates: Array<TextMatch & { position: number }> = [];
  for (const match of text.search(query)) {
    const position = index.positionOfOrdinal[match.ordinal] ?? -1;
    if (position >= 0 && (bits === null || has(bits, position)))
      candidates.push({ ...match, position });
  }
  const { records, customRank } = index;
  const sign = rule?.direction === 'desc' ? -1 : 1;
  candidates.sort(
    (a, b) =>
      (rule
        ? sign * (records[a.position]![rule.attribute] - records[b.position]![rule.attribute])
        : 0) ||
      a.typos - b.typos ||
      a.attribute - b.attribute ||
      b.exact - a.exact ||
      customRank[a.position]! - customRank[b.position]!,
  );
  return [candidates.map((c) => c.position), candidates.length];
}

/** Keeps at most `limit` records per distinct group (product), best first. */
function applyDistinct(
  index: RecordIndex,
  all: ArrayLike<number>,
  count: number,
  limit: number,
): number[] {
  const stamp = ++index.stamp;
  const { groups, groupStamp, groupHits } = index;
  const kept: number[] = [];
  for (let i = 0; i < count; i++) {
    const p = all[i]!;
    const g = groups[p]!;
    if (groupStamp[g] !== stamp) {
      groupStamp[g] = stamp;
      groupHits[g] = 0;
    }
    if (groupHits[g]! < limit) {
      groupHits[g]!++;
      kept.push(p);
    }
  }
  return kept;
}

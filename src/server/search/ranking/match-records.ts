/**
 * Finds and orders the records a query returns, before paging: filters to a bit set, then
 * either every passing record in the replica's precomputed order (empty query) or the text
 * index's matches ordered by the replica's sort attribute, the relevance criteria and the custom
 * ranking. Optional filters then take their place among those criteria (filter-scores.ts).
 * Also applies distinct.
 */
import { has, type Bitset } from '../filters/bitset';
import { filterScores, rankByFilterScore } from './filter-scores';
import type { RecordIndex } from '../records/record-index';
import { PAGINATION_LIMITED_TO, type SortRule } from '../records/index-settings';
import type { OptionalFilterGroup } from './optional-filters';
import { typosOf } from '../text/relevance';
import type { TextIndex, TextMatches } from '../text/text-index';

export interface Matches {
  /** matching record positions in ranking order, before distinct (facets count these) */
  all: ArrayLike<number>;
  allCount: number;
  /** after distinct, in ranking order; only the first PAGINATION_LIMITED_TO when distinct */
  ranked: ArrayLike<number>;
  rankedCount: number;
}

/** A query's optionalFilters and how its OR groups add up. */
export interface FilterScoring {
  groups: readonly OptionalFilterGroup[];
  sumOrFiltersScores: boolean;
}

export function matchRecords(
  index: RecordIndex,
  text: TextIndex,
  rule: SortRule | null,
  query: string,
  bits: Bitset | null,
  distinct: number,
  scoring: FilterScoring | null = null,
): Matches {
  const matches = text.search(query);
  const [matched, allCount] =
    matches === null ? browse(index, rule, bits) : textMatches(index, matches, rule, bits);
  const all =
    scoring && scoring.groups.length > 0
      ? rankByFilterScore(
          matched,
          allCount,
          filterScores(index, scoring.groups, scoring.sumOrFiltersScores),
          criteriaBeforeFilters(index, rule, matches),
        )
      : matched;
  if (distinct === 0) return { all, allCount, ranked: all, rankedCount: allCount };
  return { all, allCount, ...applyDistinct(index, all, allCount, distinct) };
}

/**
 * What ranks before the filters criterion: the replica's sort attribute, then the typo count of
 * a text match (every query word must match, so "words" never differs). Null when neither.
 */
function criteriaBeforeFilters(
  index: RecordIndex,
  rule: SortRule | null,
  matches: TextMatches | null,
): ((position: number) => number) | null {
  const sortRank = rule ? index.sortRank(rule) : null;
  let typos: Uint8Array | null = null;
  if (matches) {
    typos = new Uint8Array(index.size);
    for (let i = 0; i < matches.count; i++) {
      const position = index.positionOfOrdinal[matches.ordinals[i]!] ?? -1;
      if (position >= 0) typos[position] = typosOf(matches.relevance[i]!);
    }
  }
  if (!sortRank && !typos) return null;
  return (p) => (sortRank ? sortRank[p]! * 8 : 0) + (typos ? typos[p]! : 0);
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

/**
 * Query: the text index's matches in this index's records, ranked by the replica's sort attribute,
 * then the relevance criteria, then custom ranking. The ranked list does not depend on filters,
 * so it is kept per (matches, sort) while the text index caches those matches; each query
 * then only keeps the ranked records that pass its filters.
 */
function textMatches(
  index: RecordIndex,
  matches: TextMatches,
  rule: SortRule | null,
  bits: Bitset | null,
): [ArrayLike<number>, number] {
  const ranked = rankedMatches(index, matches, rule);
  if (bits === null) return [ranked, ranked.length];
  const out = index.scratch;
  let n = 0;
  for (let i = 0; i < ranked.length; i++) {
    const p = ranked[i]!;
    if (has(bits, p)) out[n++] = p;
  }
  return [out, n];
}

const rankedCache = new WeakMap<TextMatches, Map<string, Int32Array>>();

function rankedMatches(
  index: RecordIndex,
  matches: TextMatches,
  rule: SortRule | null,
): Int32Array {
  let byIndex = rankedCache.get(matches);
  if (!byIndex) rankedCache.set(matches, (byIndex = new Map()));
  const key = `${index.id}|${rule ? `${rule.attribute}:${rule.direction}` : ''}`;
  const cached = byIndex.get(key);
  if (cached) return cached;

  const ranked = sortByPackedKeys(index, matches, rule);
  byIndex.set(key, ranked);
  return ranked;
}

/**
 * Sorts matches by (replica attribute, typos, attribute, exact desc, custom rank) through one
 * packed number per match and a native typed-array sort: a comparator over tens of thousands
 * of matches (a one-letter query) cost more than the matching itself. The custom rank is
 * unique per record, so the low bits identify the record: order(null)[customRank].
 * Bits: custom rank 22 (4M records), exact 4, attribute 3, typos 3, replica rank the rest
 * (exact integers up to 2^53).
 */
const CUSTOM_BITS = 2 ** 22;

function sortByPackedKeys(
  index: RecordIndex,
  matches: TextMatches,
  rule: SortRule | null,
): Int32Array {
  const sortRank = rule ? index.sortRank(rule) : null;
  const keys = new Float64Array(matches.count);
  const { ordinals, relevance } = matches;
  let n = 0;
  for (let i = 0; i < matches.count; i++) {
    const position = index.positionOfOrdinal[ordinals[i]!] ?? -1;
    if (position < 0) continue;
    // relevance is already packed below 1024 (text/relevance.ts)
    const major = (sortRank ? sortRank[position]! : 0) * 1024 + relevance[i]!;
    keys[n++] = major * CUSTOM_BITS + index.customRank[position]!;
  }
  const sorted = keys.subarray(0, n).sort();
  const byCustom = index.order(null);
  const ranked = new Int32Array(n);
  for (let i = 0; i < n; i++) ranked[i] = byCustom[sorted[i]! % CUSTOM_BITS]!;
  return ranked;
}

/**
 * Keeps at most `limit` records per distinct group (product), best first. Counts them all
 * (nbHits), but holds only the first PAGINATION_LIMITED_TO: no page reaches further.
 */
function applyDistinct(
  index: RecordIndex,
  all: ArrayLike<number>,
  count: number,
  limit: number,
): { ranked: number[]; rankedCount: number } {
  const stamp = ++index.stamp;
  const { groups, groupStamp, groupHits } = index;
  const ranked: number[] = [];
  let rankedCount = 0;
  for (let i = 0; i < count; i++) {
    const p = all[i]!;
    const g = groups[p]!;
    if (groupStamp[g] !== stamp) {
      groupStamp[g] = stamp;
      groupHits[g] = 0;
    }
    if (groupHits[g]! < limit) {
      groupHits[g]!++;
      if (rankedCount++ < PAGINATION_LIMITED_TO) ranked.push(p);
    }
  }
  return { ranked, rankedCount };
}

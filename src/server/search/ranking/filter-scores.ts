/**
 * Algolia's "filters" ranking criterion, fed by optionalFilters (optional-filters.ts).
 *
 * A record's score is the sum over the top-level entries. A single filter gives its score when
 * the record matches it (a negative one when the record does not hold the value); an OR group
 * gives the best score among its filters the record matches, or their sum when the query sets
 * `sumOrFiltersScores`. Higher scores rank first.
 *
 * The criterion sits where the index's ranking puts "filters" (records/index-settings.ts):
 * after a replica's sort attribute and the typo count, before attribute, exactness and custom
 * ranking. So on a sort replica optional filters only break ties of the sort attribute.
 */
import { forEachSet, type Bitset } from '../filters/bitset';
import type { FilterNode } from '../filters/filter-ast';
import { evaluateFilter } from '../filters/filter-eval';
import { filterCost } from '../filters/filter-cost';
import type { OptionalFilterGroup, ScoredFilter } from './optional-filters';
import type { RecordIndex } from '../records/record-index';

/** Each record's summed optional-filter score, by record position. */
export function filterScores(
  index: RecordIndex,
  groups: readonly OptionalFilterGroup[],
  sumOrFiltersScores: boolean,
): Float64Array {
  const total = new Float64Array(index.size);
  for (const group of groups) {
    if (sumOrFiltersScores || group.length === 1) {
      for (const filter of group)
        forEachSet(matching(index, filter), (p) => (total[p] = total[p]! + filter.score));
      continue;
    }
    const best = new Float64Array(index.size);
    for (const filter of group)
      forEachSet(matching(index, filter), (p) => (best[p] = Math.max(best[p]!, filter.score)));
    for (let p = 0; p < index.size; p++) total[p] = total[p]! + best[p]!;
  }
  return total;
}

function matching(index: RecordIndex, filter: ScoredFilter): Bitset {
  return evaluateFilter(filterNode(filter), index);
}

function filterNode({ attribute, value, negative }: ScoredFilter): FilterNode {
  const facet: FilterNode = { kind: 'facet', attribute, value };
  return negative ? { kind: 'not', child: facet } : facet;
}

/**
 * The records `filterScores` visits (the request budget's unit): each filter's bit set and its
 * members, a pass over the index per OR group that keeps its best score, and the total.
 */
export function filterScoresCost(
  index: RecordIndex,
  groups: readonly OptionalFilterGroup[],
  sumOrFiltersScores: boolean,
): number {
  let cost = groups.length > 0 ? index.size : 0;
  for (const group of groups) {
    for (const filter of group) cost += 2 * filterCost(filterNode(filter), index);
    if (!sumOrFiltersScores && group.length > 1) cost += index.size;
  }
  return cost;
}

/** Records per index stay below this (as custom ranking's packed keys assume, match-records.ts). */
const INDEX_SPAN = 2 ** 22;

/**
 * Orders matched positions by score within each run the earlier criteria tie (`tier`: same
 * sort-attribute rank and typo count; null when nothing comes before). The input is in the
 * order of every other criterion, so keeping it among equal scores puts the filters criterion
 * in its place. Returns the input itself when no run holds two scores.
 */
export function rankByFilterScore(
  positions: ArrayLike<number>,
  count: number,
  score: Float64Array,
  tier: ((position: number) => number) | null,
): ArrayLike<number> {
  const out = new Int32Array(count);
  let reordered = false;
  for (let start = 0, end = 0; start < count; start = end) {
    const t = tier?.(positions[start]!);
    end = start + 1;
    while (end < count && (tier === null || tier(positions[end]!) === t)) end++;
    reordered = sortRun(positions, start, end, score, out) || reordered;
  }
  return reordered ? out : positions;
}

/** One run, by score (high first) then input order, through packed keys and a native sort. */
function sortRun(
  positions: ArrayLike<number>,
  start: number,
  end: number,
  score: Float64Array,
  out: Int32Array,
): boolean {
  let low = Infinity;
  let high = -Infinity;
  for (let i = start; i < end; i++) {
    const s = score[positions[i]!]!;
    low = Math.min(low, s);
    high = Math.max(high, s);
  }
  if (low === high) {
    for (let i = start; i < end; i++) out[i] = positions[i]!;
    return false;
  }
  const keys = new Float64Array(end - start);
  for (let i = start; i < end; i++)
    keys[i - start] = (high - score[positions[i]!]!) * INDEX_SPAN + (i - start);
  keys.sort();
  for (let j = 0; j < keys.length; j++)
    out[start + j] = positions[start + (keys[j]! % INDEX_SPAN)]!;
  return true;
}

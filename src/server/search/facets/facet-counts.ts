/**
 * Facet counts over the matching records (before distinct and paging, as Algolia does by
 * default), sorted by count then value and cut to maxValuesPerFacet, plus min/max/avg/sum for
 * facets whose values are all numbers. Counting reuses each column's scratch array.
 */
import type { FacetColumn } from './facet-column';
import { countByGroupInto, countGroups, type RecordGroups } from './facet-groups';
import type { RecordIndex } from '../records/record-index';
import type { FacetStats } from '../protocol/search-types';

export interface FacetResult {
  facets: Record<string, Record<string, number>>;
  stats: Record<string, FacetStats>;
}

/** The faceted attributes a `facets` parameter asks for; "*" means all of them. */
export function requestedColumns(index: RecordIndex, facets: readonly string[]): FacetColumn[] {
  const names = facets.includes('*') ? [...index.facets.keys()] : facets;
  const columns: FacetColumn[] = [];
  for (const name of new Set(names)) {
    const column = index.facets.get(name);
    if (column && !column.filterOnly) columns.push(column);
  }
  return columns;
}

/** Value ids with their counts for one column over `positions[0 … count-1]`. */
export function countColumn(
  column: FacetColumn,
  positions: ArrayLike<number>,
  count: number,
): Array<[number, number]> {
  countColumnInto(column, positions, count);
  return drain(column.counts, (id) => column.counts[id]!);
}

/** Adds each value's count over `positions[0 … count-1]` to the column's scratch counts. */
function countColumnInto(column: FacetColumn, positions: ArrayLike<number>, count: number): void {
  const { offsets, valueIds, counts } = column;
  if (column.singleValued) {
    // one value per record: valueIds is indexed by record, no offsets to follow
    for (let i = 0; i < count; i++) counts[valueIds[positions[i]!]!]!++;
  } else {
    for (let i = 0; i < count; i++) {
      const p = positions[i]!;
      for (let j = offsets[p]!; j < offsets[p + 1]!; j++) counts[valueIds[j]!]!++;
    }
  }
}

/** The non-zero counts as [value id, count] pairs, leaving the scratch zeroed. */
function drain(counts: Int32Array, countOf: (id: number) => number): Array<[number, number]> {
  const result: Array<[number, number]> = [];
  for (let id = 0; id < counts.length; id++) {
    const n = countOf(id);
    counts[id] = 0;
    if (n > 0) result.push([id, n]);
  }
  return result;
}

/*
 * Over more than half the records, counts are taken over the records NOT in the match: each
 * value's total (its posting list's length) less the records left out (a one-letter query, a
 * broad listing), where counting the rest is the smaller walk; the counts are the same.
 */
/** The record positions (below `size`) that are not among `positions[0 … count-1]`. */
function complement(positions: ArrayLike<number>, count: number, size: number): Int32Array {
  const inMatch = new Uint8Array(size);
  for (let i = 0; i < count; i++) inMatch[positions[i]!] = 1;
  const rest = new Int32Array(size - count);
  let n = 0;
  for (let p = 0; p < size; p++) if (inMatch[p] === 0) rest[n++] = p;
  return rest;
}

/**
 * The records `countFacets` visits (the request budget's unit): the shorter walk (the match or
 * the rest, which costs a pass to find) once per column.
 */
export function countFacetsCost(columns: readonly FacetColumn[], count: number): number {
  if (columns.length === 0) return 0;
  const size = columns[0]!.offsets.length - 1;
  const walk = count * 2 > size ? size - count + size : count;
  return walk * columns.length;
}

export function countFacets(
  columns: readonly FacetColumn[],
  positions: ArrayLike<number>,
  count: number,
  maxValues: number,
  grouping: RecordGroups | null = null,
): FacetResult {
  const result: FacetResult = { facets: {}, stats: {} };
  // `facets` naming only attributes the index does not facet on asks for nothing, as on Algolia
  if (columns.length === 0) return result;
  const size = columns[0]!.offsets.length - 1;
  const rest = count * 2 > size ? complement(positions, count, size) : null;
  const walk = rest ?? positions;
  const walkCount = rest ? rest.length : count;
  const byGroup =
    grouping && columns.some((c) => c.groupInvariant)
      ? countGroups(grouping, walk, walkCount)
      : null;
  for (const column of columns) {
    if (byGroup && column.groupInvariant) countByGroupInto(column, grouping!, byGroup);
    else countColumnInto(column, walk, walkCount);
    const { counts, postingOffsets } = column;
    const counted = rest
      ? drain(counts, (id) => postingOffsets[id + 1]! - postingOffsets[id]! - counts[id]!)
      : drain(counts, (id) => counts[id]!);
    counted.sort(
      (a, b) => b[1] - a[1] || compareValues(column.values[a[0]]!, column.values[b[0]]!),
    );
    const values: Record<string, number> = {};
    for (const [id, n] of counted.slice(0, maxValues)) values[column.values[id]!] = n;
    result.facets[column.attribute] = values;
    if (column.numbers && counted.length > 0)
      result.stats[column.attribute] = stats(column.numbers, counted);
  }
  return result;
}

function compareValues(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function stats(numbers: Float64Array, counted: ReadonlyArray<[number, number]>): FacetStats {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let n = 0;
  for (const [id, count] of counted) {
    const value = numbers[id]!;
    min = Math.min(min, value);
    max = Math.max(max, value);
    sum += value * count;
    n += count;
  }
  return { min, max, avg: round(sum / n), sum: round(sum) };
}

/** Sums of prices such as 49.99 pick up binary noise; six decimals is plenty for stats. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

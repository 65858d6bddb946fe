/**
 * Facet counting per product instead of per record, for the columns whose values every colour
 * variant of a product shares (brand, categories, keywords, price …): a product with m matching
 * variants adds m to each of its values once, instead of m times the same values. Only colour,
 * size and availability differ between variants, so most of the counting work halves.
 */
import type { FacetColumn } from './facet-column';

/** The distinct groups (products) of an index's records. */
export interface RecordGroups {
  /** group id of each record */
  groups: Int32Array;
  /** one record of each group, whose values stand for the group's in invariant columns */
  first: Int32Array;
}

/** Whether every record holds exactly the values of its group's first record. */
export function isGroupInvariant(column: FacetColumn, { groups, first }: RecordGroups): boolean {
  const { offsets, valueIds } = column;
  for (let p = 0; p < groups.length; p++) {
    const q = first[groups[p]!]!;
    if (q === p) continue;
    const length = offsets[p + 1]! - offsets[p]!;
    if (length !== offsets[q + 1]! - offsets[q]!) return false;
    for (let k = 0; k < length; k++)
      if (valueIds[offsets[p]! + k] !== valueIds[offsets[q]! + k]) return false;
  }
  return true;
}

/** How many of `positions[0 … count-1]` fall in each group, and which groups they touch. */
export interface GroupCounts {
  touched: Int32Array;
  multiplicity: Int32Array;
}

export function countGroups(
  { groups, first }: RecordGroups,
  positions: ArrayLike<number>,
  count: number,
): GroupCounts {
  const multiplicity = new Int32Array(first.length);
  const touched = new Int32Array(Math.min(count, first.length));
  let n = 0;
  for (let i = 0; i < count; i++) {
    const g = groups[positions[i]!]!;
    if (multiplicity[g] === 0) touched[n++] = g;
    multiplicity[g]!++;
  }
  return { touched: touched.subarray(0, n), multiplicity };
}

/** Adds each touched group's multiplicity to the values of its first record. */
export function countByGroupInto(
  column: FacetColumn,
  { first }: RecordGroups,
  { touched, multiplicity }: GroupCounts,
): void {
  const { offsets, valueIds, counts } = column;
  for (let i = 0; i < touched.length; i++) {
    const g = touched[i]!;
    const p = first[g]!;
    const m = multiplicity[g]!;
    for (let j = offsets[p]!; j < offsets[p + 1]!; j++) counts[valueIds[j]!]! += m;
  }
}

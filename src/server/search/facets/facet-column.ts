/**
 * One faceted attribute of an index, precomputed at build time: the distinct values with
 * posting lists (which records hold each value) for filtering, and per-record value ids for
 * counting facets without walking the records. Both are flat offsets/data arrays rather than
 * one small array per value: id-like attributes have as many values as records.
 */
import { attributeValues } from '../records/attribute-values';

export interface FacetColumn {
  attribute: string;
  /** Algolia matches facet values case-insensitively, tags case-sensitively */
  caseSensitive: boolean;
  /** filterable but not counted (Algolia's `filterOnly(...)`) */
  filterOnly: boolean;
  /** display spelling of each value id (the first one seen) */
  values: string[];
  /** the numeric value of each value id when every value is a number, for facets_stats */
  numbers: Float64Array | null;
  idsByKey: Map<string, number>;
  /** records holding value v: postings[postingOffsets[v]] … postings[postingOffsets[v + 1] - 1] */
  postingOffsets: Int32Array;
  postings: Int32Array;
  /** value ids of record p: valueIds[offsets[p]] … valueIds[offsets[p + 1] - 1] */
  offsets: Int32Array;
  valueIds: Int32Array;
  /** every record holds exactly one value, so valueIds[p] is record p's value id */
  singleValued: boolean;
  /** every record holds its product's values (set by the record index, facet-groups.ts) */
  groupInvariant: boolean;
  /** per-query scratch for counting; always left zeroed */
  counts: Int32Array;
}

export function facetKey(value: string, caseSensitive: boolean): string {
  return caseSensitive ? value : value.toLowerCase();
}

export function buildFacetColumn(
  records: readonly unknown[],
  attribute: string,
  options: { caseSensitive: boolean; filterOnly: boolean },
): FacetColumn {
  const idsByKey = new Map<string, number>();
  const values: string[] = [];
  const numbers: number[] = [];
  let allNumeric = true;
  const offsets = new Int32Array(records.length + 1);
  const ids: number[] = [];
  const lastRecord: number[] = []; // per value id: the last record that held it, to dedupe
  const path = attribute.split('.');
  records.forEach((record, position) => {
    for (const raw of attributeValues(record, path)) {
      const display = String(raw);
      const key = facetKey(display, options.caseSensitive);
      let id = idsByKey.get(key);
      if (id === undefined) {
        id = values.length;
        idsByKey.set(key, id);
        values.push(display);
        numbers.push(typeof raw === 'number' ? raw : NaN);
        lastRecord.push(-1);
        if (typeof raw !== 'number') allNumeric = false;
      }
      if (lastRecord[id] === position) continue;
      lastRecord[id] = position;
      ids.push(id);
    }
    offsets[position + 1] = ids.length;
  });
  const valueIds = Int32Array.from(ids);
  let singleValued = valueIds.length === records.length;
  for (let p = 0; singleValued && p < records.length; p++) singleValued = offsets[p] === p;
  const { postingOffsets, postings } = invert(offsets, valueIds, values.length);
  return {
    attribute,
    ...options,
    values,
    numbers: allNumeric && values.length > 0 ? Float64Array.from(numbers) : null,
    idsByKey,
    postingOffsets,
    postings,
    offsets,
    valueIds,
    singleValued,
    groupInvariant: false,
    counts: new Int32Array(values.length),
  };
}

/** Record → values becomes value → records (a counting sort keeps positions ascending). */
function invert(offsets: Int32Array, valueIds: Int32Array, valueCount: number) {
  const postingOffsets = new Int32Array(valueCount + 1);
  for (const id of valueIds) postingOffsets[id + 1]!++;
  for (let v = 0; v < valueCount; v++) postingOffsets[v + 1]! += postingOffsets[v]!;
  const fill = postingOffsets.slice(0, valueCount);
  const postings = new Int32Array(valueIds.length);
  for (let p = 0; p + 1 < offsets.length; p++) {
    for (let j = offsets[p]!; j < offsets[p + 1]!; j++) postings[fill[valueIds[j]!]!++] = p;
  }
  return { postingOffsets, postings };
}

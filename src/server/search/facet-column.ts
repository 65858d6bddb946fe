/**
 * One faceted attribute of an index, precomputed at build time: the distinct values with
 * posting lists (which records hold each value) for filtering, and per-record value ids in a
 * compact offsets/ids layout for counting facets without walking the records.
 */
import { attributeValues } from './attribute-values';

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
  postings: Int32Array[];
  /** record p holds value ids valueIds[offsets[p]] … valueIds[offsets[p + 1] - 1] */
  offsets: Int32Array;
  valueIds: Int32Array;
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
  const rawNumbers: number[] = [];
  let allNumeric = true;
  const postingLists: number[][] = [];
  const offsets = new Int32Array(records.length + 1);
  const ids: number[] = [];
  records.forEach((record, position) => {
    const seen = new Set<number>();
    for (const raw of attributeValues(record, attribute)) {
      const display = String(raw);
      const key = facetKey(display, options.caseSensitive);
      let id = idsByKey.get(key);
      if (id === undefined) {
        id = values.length;
        idsByKey.set(key, id);
        values.push(display);
        rawNumbers.push(typeof raw === 'number' ? raw : NaN);
        postingLists.push([]);
        if (typeof raw !== 'number') allNumeric = false;
      }
      if (seen.has(id)) continue;
      seen.add(id);
      postingLists[id]!.push(position);
      ids.push(id);
    }
    offsets[position + 1] = ids.length;
  });
  return {
    attribute,
    ...options,
    values,
    numbers: allNumeric && values.length > 0 ? Float64Array.from(rawNumbers) : null,
    idsByKey,
    postings: postingLists.map((list) => Int32Array.from(list)),
    offsets,
    valueIds: Int32Array.from(ids),
    counts: new Int32Array(values.length),
  };
}

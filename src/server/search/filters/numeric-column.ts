/**
 * Numeric values of one attribute for numeric filters (`price > 10`, `price:10 TO 20`). Any
 * numeric attribute can be filtered, as with Algolia's default numericAttributesForFiltering;
 * columns are built on first use and kept for the index's lifetime.
 */
import { attributeValues } from '../records/attribute-values';
import { emptyBits, set, type Bitset } from './bitset';

export interface NumericColumn {
  /** record p holds values[offsets[p]] … values[offsets[p + 1] - 1] */
  offsets: Int32Array;
  values: Float64Array;
}

export function buildNumericColumn(records: readonly unknown[], attribute: string): NumericColumn {
  const offsets = new Int32Array(records.length + 1);
  const values: number[] = [];
  const path = attribute.split('.');
  records.forEach((record, position) => {
    for (const v of attributeValues(record, path))
      if (typeof v === 'number' && !Number.isNaN(v)) values.push(v);
    offsets[position + 1] = values.length;
  });
  return { offsets, values: Float64Array.from(values) };
}

/** Records with at least one value passing `test`. */
export function numericMatches(
  column: NumericColumn,
  size: number,
  test: (value: number) => boolean,
): Bitset {
  const bits = emptyBits(size);
  const { offsets, values } = column;
  for (let p = 0; p < size; p++) {
    for (let j = offsets[p]!; j < offsets[p + 1]!; j++) {
      if (test(values[j]!)) {
        set(bits, p);
        break;
      }
    }
  }
  return bits;
}

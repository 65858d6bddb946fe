/**
 * Evaluates a filter tree against an index to the set of matching record positions. Facet
 * leaves come from precomputed posting lists, numeric leaves from numeric columns; boolean
 * operators are word-wide bit operations.
 */
import { andInto, emptyBits, fromPositions, notInPlace, orInto, type Bitset } from './bitset';
import { facetKey } from '../facets/facet-column';
import type { FilterNode, NumericOperator } from './filter-ast';
import { numericMatches } from './numeric-column';
import type { RecordIndex } from '../records/record-index';

export function evaluateFilter(node: FilterNode, index: RecordIndex): Bitset {
  switch (node.kind) {
    case 'and': {
      const bits = evaluateFilter(node.children[0]!, index);
      for (let i = 1; i < node.children.length; i++)
        andInto(bits, evaluateFilter(node.children[i]!, index));
      return bits;
    }
    case 'or': {
      const bits = emptyBits(index.size);
      for (const child of node.children) orInto(bits, evaluateFilter(child, index));
      return bits;
    }
    case 'not': {
      const bits = evaluateFilter(node.child, index);
      notInPlace(bits, index.size);
      return bits;
    }
    case 'facet':
      return facetMatches(index, node.attribute, node.value);
    case 'numeric':
      return numericMatches(
        index.numericColumn(node.attribute),
        index.size,
        comparison(node.operator, node.value),
      );
    case 'range': {
      const { low, high } = node;
      return numericMatches(
        index.numericColumn(node.attribute),
        index.size,
        (v) => v >= low && v <= high,
      );
    }
  }
}

/**
 * Facet filters apply to attributes declared for faceting; like Algolia, any other attribute
 * simply matches nothing.
 */
function facetMatches(index: RecordIndex, attribute: string, value: string): Bitset {
  const postings = facetPostings(index, attribute, value);
  return postings ? fromPositions(index.size, postings) : emptyBits(index.size);
}

/** The positions of the records holding `attribute: value`, or null when none can. */
export function facetPostings(
  index: RecordIndex,
  attribute: string,
  value: string,
): Int32Array | null {
  const column = index.facets.get(attribute);
  const id = column?.idsByKey.get(facetKey(value, column.caseSensitive));
  if (!column || id === undefined) return null;
  return column.postings.subarray(column.postingOffsets[id], column.postingOffsets[id + 1]);
}

function comparison(operator: NumericOperator, target: number): (value: number) => boolean {
  switch (operator) {
    case '<':
      return (v) => v < target;
    case '<=':
      return (v) => v <= target;
    case '=':
      return (v) => v === target;
    case '!=':
      return (v) => v !== target;
    case '>=':
      return (v) => v >= target;
    case '>':
      return (v) => v > target;
  }
}

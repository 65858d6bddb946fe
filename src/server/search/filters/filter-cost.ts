/**
 * What evaluating a filter tree costs, in records visited (the unit of the request budget,
 * protocol/search-budget.ts), worked out from the tree before any of it runs, so a request
 * whose filters would scan too much is refused without scanning. A numeric leaf reads every
 * record's value; a facet leaf fills a bit set from its posting list; AND, OR and NOT combine
 * bit sets a 32-record word at a time.
 */
import type { FilterNode } from './filter-ast';
import { facetPostings } from './filter-eval';
import type { RecordIndex } from '../records/record-index';

export function filterCost(node: FilterNode, index: RecordIndex): number {
  const words = Math.ceil(index.size / 32);
  switch (node.kind) {
    case 'and':
    case 'or':
      return node.children.reduce((sum, child) => sum + words + filterCost(child, index), 0);
    case 'not':
      return words + filterCost(node.child, index);
    case 'facet':
      return words + (facetPostings(index, node.attribute, node.value)?.length ?? 0);
    case 'numeric':
    case 'range':
      return index.size;
  }
}

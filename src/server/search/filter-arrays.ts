/**
 * The array forms of filtering: facetFilters, numericFilters and tagFilters. The outer array
 * is AND, a nested array is OR (`[["color:red", "color:blue"], "size:M"]`), as in Algolia.
 */
import { badRequest } from './algolia-error';
import { and, or, type FilterNode } from './filter-ast';
import { parseSingleFilter } from './filter-parser';

/** Already shape-checked by the params parser: strings or arrays of strings. */
export type FilterArray = Array<string | string[]>;

export function facetFiltersToNode(filters: FilterArray): FilterNode | null {
  return combine(filters, facetFilter);
}

export function numericFiltersToNode(filters: FilterArray): FilterNode | null {
  return combine(filters, (text) => parseSingleFilter(text, 'numericFilters'));
}

export function tagFiltersToNode(filters: FilterArray): FilterNode | null {
  return combine(filters, (text) =>
    negatable(text, (tag) => ({ kind: 'facet', attribute: '_tags', value: tag })),
  );
}

function combine(filters: FilterArray, leaf: (text: string) => FilterNode): FilterNode | null {
  const clauses = filters.map((entry) =>
    typeof entry === 'string' ? leaf(entry) : or(entry.map(leaf)),
  );
  const nonEmpty = clauses.filter((c) => c.kind !== 'or' || c.children.length > 0);
  return nonEmpty.length === 0 ? null : and(nonEmpty);
}

/** "brand.name:Maison Lune", "-color.group:red" (negated); "\-x" escapes a literal dash. */
function facetFilter(text: string): FilterNode {
  return negatable(text, (body) => {
    const colon = body.indexOf(':');
    if (colon <= 0)
      throw badRequest(`facetFilters: invalid facet filter "${text}", expected attribute:value`);
    return { kind: 'facet', attribute: body.slice(0, colon), value: body.slice(colon + 1) };
  });
}

function negatable(text: string, build: (body: string) => FilterNode): FilterNode {
  if (text.startsWith('-')) return { kind: 'not', child: build(text.slice(1)) };
  return build(text.startsWith('\\-') ? text.slice(1) : text);
}

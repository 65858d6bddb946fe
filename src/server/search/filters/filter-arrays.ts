/**
 * The array forms of filtering: facetFilters, numericFilters and tagFilters. The outer array
 * is AND, a nested array is OR (`[["color:red", "color:blue"], "size:M"]`), as in Algolia.
 */
import { badRequest } from '../protocol/algolia-error';
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
  return combine(filters, tagFilter);
}

function combine(filters: FilterArray, leaf: (text: string) => FilterNode): FilterNode | null {
  const clauses = filters.map((entry) =>
    typeof entry === 'string' ? leaf(entry) : or(entry.map(leaf)),
  );
  const nonEmpty = clauses.filter((c) => c.kind !== 'or' || c.children.length > 0);
  return nonEmpty.length === 0 ? null : and(nonEmpty);
}

/** One `attribute:value` of facetFilters or optionalFilters. */
export interface FacetFilter {
  attribute: string;
  value: string;
  /** `attribute:-value`: records without the value */
  negative: boolean;
}

/**
 * Algolia's facet filter syntax: "brand.name:Maison Lune"; "color.group:-red" is negative (no
 * red); a value that starts with a minus sign is escaped, "size:\\-1".
 */
export function readFacetFilter(text: string, parameter: string): FacetFilter {
  const colon = text.indexOf(':');
  if (colon <= 0)
    throw badRequest(`${parameter}: invalid facet filter "${text}", expected attribute:value`);
  const attribute = text.slice(0, colon);
  const raw = text.slice(colon + 1);
  if (raw.startsWith('-')) return { attribute, value: raw.slice(1), negative: true };
  return { attribute, value: raw.startsWith('\\-') ? raw.slice(1) : raw, negative: false };
}

function facetFilter(text: string): FilterNode {
  const { attribute, value, negative } = readFacetFilter(text, 'facetFilters');
  const node: FilterNode = { kind: 'facet', attribute, value };
  return negative ? { kind: 'not', child: node } : node;
}

/** "-tag" is negative; "\\-tag" is a tag that starts with a minus sign. */
function tagFilter(text: string): FilterNode {
  if (text.startsWith('-'))
    return { kind: 'not', child: { kind: 'facet', attribute: '_tags', value: text.slice(1) } };
  const tag = text.startsWith('\\-') ? text.slice(1) : text;
  return { kind: 'facet', attribute: '_tags', value: tag };
}

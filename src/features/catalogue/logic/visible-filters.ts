/**
 * Which filters a listing shows, with the options and counts of the current results. Facet
 * options appear when the results hold them (or the shopper chose them); numeric filters with
 * fewer than two distinct values are hidden (spec §5); a filter the page itself fixes (the brand
 * on a brand page) is hidden.
 */
import type { FilterDefinition } from '../../../shared/domain/content';
import type { FacetCounts } from './listing-queries';
import type { FilterSelection } from './filter-selection';

export interface FilterOption {
  value: string;
  count: number;
  rgb?: string;
}

export interface VisibleFilter {
  definition: FilterDefinition;
  options: FilterOption[];
}

/** name → attribute of the filters that ask for counts. */
export function facetAttributesOf(
  definitions: readonly FilterDefinition[] | undefined,
): Record<string, string> {
  return Object.fromEntries((definitions ?? []).map((d) => [d.name, d.attribute]));
}

export function visibleFilters(
  definitions: readonly FilterDefinition[],
  facets: FacetCounts,
  selection: FilterSelection,
  pageFilters: Readonly<Record<string, readonly string[]>> = {},
): VisibleFilter[] {
  return definitions.flatMap((definition): VisibleFilter[] => {
    if (pageFilters[definition.name]?.length) return [];
    const counts = facets[definition.attribute] ?? {};
    const chosen = selection[definition.name] ?? [];
    if (definition.type === 'numeric') {
      const distinct = Object.keys(counts).length;
      return distinct >= 2 || chosen.length > 0 ? [{ definition, options: [] }] : [];
    }
    if (definition.type === 'boolean') {
      const count = counts.true ?? 0;
      return count > 0 || chosen.length > 0
        ? [{ definition, options: [{ value: 'true', count }] }]
        : [];
    }
    const options = (definition.options ?? [])
      .filter((o) => (counts[o.value] ?? 0) > 0 || chosen.includes(o.value))
      .map((o) => ({ value: o.value, count: counts[o.value] ?? 0, rgb: o.rgb }));
    return options.length > 0 ? [{ definition, options }] : [];
  });
}

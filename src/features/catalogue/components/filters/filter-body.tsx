import { setSingle, toggleValue, type FilterSelection } from '../../logic/filter-selection';
import type { VisibleFilter } from '../../logic/visible-filters';
import { FacetOptions } from './facet-options';
import { PriceRangeFilter } from './price-range-filter';

export interface FilterBodyProps {
  filter: VisibleFilter;
  selection: FilterSelection;
  onChange: (next: FilterSelection) => void;
  /** pending mode: the price range commits without its own button */
  pending?: boolean;
}

/** The controls of one filter, whatever its layout (dropdown, sidebar, pullout). */
export function FilterBody({ filter, selection, onChange, pending = false }: FilterBodyProps) {
  const { definition, options } = filter;
  const name = definition.name;
  if (definition.type === 'numeric') {
    return (
      <PriceRangeFilter
        value={selection[name]?.[0]}
        immediate={pending}
        onApply={(value) => onChange(setSingle(selection, name, value))}
      />
    );
  }
  return (
    <FacetOptions
      definition={definition}
      options={options}
      selected={selection[name] ?? []}
      onToggle={(value) => onChange(toggleValue(selection, name, value))}
    />
  );
}

/** What an accordion or dropdown button shows: the count of chosen options, or ✓ for a range. */
export function selectionBadge(filter: VisibleFilter, selection: FilterSelection): string {
  const chosen = selection[filter.definition.name]?.length ?? 0;
  if (chosen === 0) return '';
  return filter.definition.type === 'numeric' ? '✓' : String(chosen);
}

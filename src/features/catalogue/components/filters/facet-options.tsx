import { useState } from 'react';
import { useT } from '../../../../platform/i18n/i18n-context';
import { visuallyHidden } from '../../../../platform/ui/visually-hidden';
import type { FilterDefinition } from '../../../../shared/domain/content';
import type { FilterOption } from '../../logic/visible-filters';
import { useFilterLabels } from '../../hooks/use-filter-labels';
import {
  optionCountClass,
  optionLabelClass,
  optionListClass,
  swatchClass,
  viewAllClass,
} from './filters.styles';

export interface FacetOptionsProps {
  definition: FilterDefinition;
  options: readonly FilterOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}

/**
 * A facet's options as checkboxes with result counts; colour families get a swatch. A
 * definition with a limit shows that many until View all (chosen options always show).
 */
export function FacetOptions({ definition, options, selected, onToggle }: FacetOptionsProps) {
  const t = useT();
  const { filterLabel, valueLabel } = useFilterLabels();
  const [showAll, setShowAll] = useState(false);
  const limit = definition.limit ?? 0;
  const limited = limit > 0 && !showAll && options.length > limit;
  const shown = limited
    ? options.filter((o, i) => i < limit || selected.includes(o.value))
    : options;
  return (
    <fieldset className={optionListClass} data-columns={definition.columns ?? 1}>
      <legend className={visuallyHidden}>{filterLabel(definition, definition.name)}</legend>
      {shown.map((option) => (
        <label key={option.value} className={optionLabelClass}>
          <input
            type="checkbox"
            checked={selected.includes(option.value)}
            onChange={() => onToggle(option.value)}
          />
          {definition.showSwatch && (
            <span
              className={swatchClass}
              style={{ background: option.rgb ?? 'transparent' }}
              aria-hidden="true"
            />
          )}
          <span>{valueLabel(definition, option.value)}</span>
          <span className={optionCountClass}>({option.count})</span>
        </label>
      ))}
      {limited && (
        <button type="button" className={viewAllClass} onClick={() => setShowAll(true)}>
          {t('WEB.LISTING.FILTERS.VIEW.ALL')}
        </button>
      )}
    </fieldset>
  );
}

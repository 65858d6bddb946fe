import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../../platform/i18n/i18n-context';
import { visuallyHidden } from '../../../../platform/ui/visually-hidden';
import type { FilterSelection } from '../../logic/filter-selection';
import type { VisibleFilter } from '../../logic/visible-filters';
import { useFilterLabels } from '../../hooks/use-filter-labels';
import { FilterBody, selectionBadge } from './filter-body';
import {
  badgeClass,
  dropdownBarClass,
  dropdownButtonClass,
  dropdownClass,
  dropdownPanelClass,
} from './filters.styles';

export interface FilterDropdownsProps {
  filters: readonly VisibleFilter[];
  selection: FilterSelection;
  onApply: (next: FilterSelection) => void;
}

/** Spec §9: grids and ranges open at least 500 px wide, lists 300 px. */
function panelKind(filter: VisibleFilter): 'wide' | 'list' {
  const { type, columns } = filter.definition;
  return type === 'numeric' || (columns ?? 1) > 1 ? 'wide' : 'list';
}

/**
 * Desktop filters as a row of dropdowns: one open at a time; a click outside or Escape closes
 * it (focus goes back to its button). Changes apply at once.
 */
export function FilterDropdowns({ filters, selection, onApply }: FilterDropdownsProps) {
  const t = useT();
  const baseId = useId();
  const { filterLabel } = useFilterLabels();
  const [openName, setOpenName] = useState<string | null>(null);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (openName === null) return;
    const handlePointer = (event: PointerEvent) => {
      if (!barRef.current?.contains(event.target as Node)) setOpenName(null);
    };
    document.addEventListener('pointerdown', handlePointer);
    return () => document.removeEventListener('pointerdown', handlePointer);
  }, [openName]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || openName === null) return;
    event.stopPropagation();
    barRef.current?.querySelector<HTMLButtonElement>(`[data-filter="${openName}"]`)?.focus();
    setOpenName(null);
  };

  return (
    <div ref={barRef} className={dropdownBarClass} onKeyDown={handleKeyDown}>
      {filters.map((filter) => {
        const name = filter.definition.name;
        const panelId = `${baseId}-${name}`;
        const expanded = openName === name;
        const badge = selectionBadge(filter, selection);
        return (
          <div key={name} className={dropdownClass}>
            <button
              type="button"
              data-filter={name}
              className={dropdownButtonClass}
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => setOpenName(expanded ? null : name)}
            >
              <span>{filterLabel(filter.definition, name)}</span>
              {badge && (
                <span className={badgeClass}>
                  <span aria-hidden="true">{badge}</span>
                  <span className={visuallyHidden}>
                    {badge === '✓'
                      ? t('WEB.LISTING.FILTERS.ACTIVE')
                      : t('WEB.LISTING.FILTERS.SELECTED.COUNT', { count: badge })}
                  </span>
                </span>
              )}
            </button>
            {expanded && (
              <div id={panelId} className={dropdownPanelClass} data-kind={panelKind(filter)}>
                <FilterBody filter={filter} selection={selection} onChange={onApply} />
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}

import { useId, useState } from 'react';
import { useT } from '../../../../platform/i18n/i18n-context';
import { Button } from '../../../../platform/ui/button';
import { visuallyHidden } from '../../../../platform/ui/visually-hidden';
import { sameSelection, type FilterSelection } from '../../logic/filter-selection';
import type { VisibleFilter } from '../../logic/visible-filters';
import { useFilterLabels } from '../../hooks/use-filter-labels';
import { FilterBody, selectionBadge } from './filter-body';
import {
  accordionButtonClass,
  accordionGlyphClass,
  accordionClass,
  badgeClass,
  sidebarClass,
  sidebarFooterClass,
} from './filters.styles';

export interface FilterSidebarProps {
  filters: readonly VisibleFilter[];
  /** the applied selection (from the URL) */
  selection: FilterSelection;
  /** applies a selection (instant mode: on every change; pending mode: on Apply) */
  onApply: (next: FilterSelection) => void;
  /** spec §4: instant by default; pending collects changes until Apply */
  instant?: boolean;
}

/**
 * Filters as accordion sections. Each section's button shows how many options are chosen (a
 * tick for a range). In pending mode the changes collect until Apply, which stays disabled
 * while the pending selection equals the applied one (compared sorted).
 */
export function FilterSidebar({ filters, selection, onApply, instant = true }: FilterSidebarProps) {
  const t = useT();
  const baseId = useId();
  const { filterLabel } = useFilterLabels();
  const [pending, setPending] = useState<FilterSelection>(selection);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  // a selection applied elsewhere (chips, back button) resets what is pending; a change of
  // sort or page alone (same selection, new object) keeps it
  const [applied, setApplied] = useState<FilterSelection>(selection);
  if (!sameSelection(applied, selection)) {
    setApplied(selection);
    setPending(selection);
  }
  const current = instant ? selection : pending;
  const handleChange = instant ? onApply : setPending;

  const toggle = (name: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(name)) next.add(name);
      return next;
    });

  return (
    <div className={sidebarClass}>
      {filters.map((filter) => {
        const name = filter.definition.name;
        const panelId = `${baseId}-${name}`;
        const expanded = open.has(name);
        const badge = selectionBadge(filter, current);
        return (
          <section key={name} className={accordionClass}>
            <h3>
              <button
                type="button"
                className={accordionButtonClass}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(name)}
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
                <span aria-hidden="true" className={accordionGlyphClass}>
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </h3>
            <div id={panelId} hidden={!expanded}>
              {expanded && (
                <FilterBody
                  filter={filter}
                  selection={current}
                  onChange={handleChange}
                  pending={!instant}
                />
              )}
            </div>
          </section>
        );
      })}
      {!instant && (
        <div className={sidebarFooterClass}>
          <Button
            block
            disabled={sameSelection(pending, selection)}
            onClick={() => onApply(pending)}
          >
            {t('WEB.LISTING.FILTERS.APPLY')}
          </Button>
        </div>
      )}
    </div>
  );
}

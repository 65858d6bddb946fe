import { useT } from '../../../../platform/i18n/i18n-context';
import type { FilterDefinition } from '../../../../shared/domain/content';
import { removeValue, selectionChips, type FilterSelection } from '../../logic/filter-selection';
import { useFilterLabels } from '../../hooks/use-filter-labels';
import { chipClass, chipsClass, clearAllClass } from './filters.styles';

export interface FilterChipsProps {
  definitions: readonly FilterDefinition[];
  selection: FilterSelection;
  onApply: (next: FilterSelection) => void;
}

/** One removable chip per chosen value; Clear all once more than one value is chosen. */
export function FilterChips({ definitions, selection, onApply }: FilterChipsProps) {
  const t = useT();
  const { valueLabel } = useFilterLabels();
  const chips = selectionChips(
    selection,
    definitions.map((d) => d.name),
  );
  if (chips.length === 0) return null;
  return (
    <section aria-label={t('WEB.LISTING.FILTERS.SELECTED')} className={chipsClass}>
      <ul>
        {chips.map(({ name, value }) => {
          const text = valueLabel(
            definitions.find((d) => d.name === name),
            value,
          );
          return (
            <li key={`${name}:${value}`}>
              <button
                type="button"
                className={chipClass}
                aria-label={t('WEB.LISTING.FILTERS.REMOVE', { value: text })}
                onClick={() => onApply(removeValue(selection, name, value))}
              >
                <span>{text}</span>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
      {chips.length > 1 && (
        <button type="button" className={clearAllClass} onClick={() => onApply({})}>
          {t('WEB.LISTING.FILTERS.CLEAR.ALL')}
        </button>
      )}
    </section>
  );
}

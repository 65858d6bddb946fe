import { useId } from 'react';
import { useT } from '../../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../../platform/i18n/i18n';
import type { SortOption } from '../../../../shared/domain/site';
import { sortClass, sortSelectClass } from './sort-select.styles';

export interface SortSelectProps {
  options: readonly SortOption[];
  value: string;
  onChange: (value: string) => void;
}

/** The sort options this path offers, as a native select (keyboard and screen reader ready). */
export function SortSelect({ options, value, onChange }: SortSelectProps) {
  const t = useT();
  const id = useId();
  if (options.length < 2) return null;
  return (
    <div className={sortClass}>
      <label htmlFor={id}>{t('WEB.LISTING.SORT.LABEL')}</label>
      <select
        id={id}
        className={sortSelectClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label as LabelKey)}
          </option>
        ))}
      </select>
    </div>
  );
}

import { useId } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import { useChoiceBeforeHydration } from '../../../platform/ui/use-choice-before-hydration';
import { VisuallyHidden } from '../../../platform/ui/visually-hidden';
import type { SizeState } from '../logic/selection';
import {
  optionGroupClass,
  optionLabelClass,
  radioInputClass,
  sizeChipClass,
  sizeListClass,
} from './selectors.styles';

export interface SizeSelectorProps {
  sizes: SizeState[];
  selected: SizeState | undefined;
  onSelect: (slug: string) => void;
}

/**
 * Size radios; a size with no orderable unit in the chosen colour is disabled and "Sold out". A
 * size ticked before the page hydrated is taken as chosen.
 */
export function SizeSelector({ sizes, selected, onSelect }: SizeSelectorProps) {
  const t = useT();
  const name = useId();
  const labelId = useId();
  const group = useChoiceBeforeHydration<HTMLDivElement>(selected?.size.slug, onSelect);
  if (sizes.length === 0) return null;
  return (
    <div ref={group} role="radiogroup" aria-labelledby={labelId} className={optionGroupClass}>
      <p id={labelId} className={optionLabelClass}>
        {t('WEB.PRODUCT.SIZE.LABEL')}
      </p>
      <div className={sizeListClass}>
        {sizes.map(({ size, orderable }) => (
          <label key={size.slug}>
            <input
              type="radio"
              className={radioInputClass}
              name={name}
              value={size.slug}
              checked={size.slug === selected?.size.slug}
              disabled={!orderable}
              onChange={() => onSelect(size.slug)}
            />
            <span className={sizeChipClass} data-soldout={!orderable || undefined}>
              {size.labelSize || size.name}
              {!orderable && <VisuallyHidden>, {t('WEB.PRODUCT.SIZE.SOLDOUT')}</VisuallyHidden>}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}

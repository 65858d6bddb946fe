import { useId, type CSSProperties } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import { useChoiceBeforeHydration } from '../../../platform/ui/use-choice-before-hydration';
import type { ColourOption } from '../../../shared/domain/product';
import { swatchBackground } from '../../../platform/ui/swatch';
import { isColourOrderable } from '../logic/selection';
import {
  optionGroupClass,
  optionLabelClass,
  radioInputClass,
  swatchChipClass,
  swatchListClass,
} from './selectors.styles';

export interface ColourSelectorProps {
  colours: ColourOption[];
  selected: ColourOption | undefined;
  onSelect: (slug: string) => void;
}

/**
 * Colour radios (native inputs: arrow keys move between them). The group is named after the
 * chosen colour, "Colour: Sand"; a colour with nothing orderable is disabled. A colour ticked
 * before the page hydrated is taken as chosen.
 */
export function ColourSelector({ colours, selected, onSelect }: ColourSelectorProps) {
  const t = useT();
  const name = useId();
  const label = t('WEB.PRODUCT.COLOUR.LABEL', { name: selected?.color.name ?? '' });
  const group = useChoiceBeforeHydration<HTMLDivElement>(selected?.slug, onSelect);
  if (colours.length === 0) return null;
  return (
    <div ref={group} role="radiogroup" aria-label={label} className={optionGroupClass}>
      <p className={optionLabelClass} aria-hidden="true">
        {label}
      </p>
      <div className={swatchListClass}>
        {colours.map((colour) => (
          <label key={colour.slug} title={colour.color.name}>
            <input
              type="radio"
              className={radioInputClass}
              name={name}
              value={colour.slug}
              aria-label={colour.color.name}
              checked={colour.slug === selected?.slug}
              disabled={!isColourOrderable(colour) && colour.slug !== selected?.slug}
              onChange={() => onSelect(colour.slug)}
            />
            <span
              className={swatchChipClass}
              style={{ '--swatch': swatchBackground(colour.color.hex) } as CSSProperties}
            />
          </label>
        ))}
      </div>
    </div>
  );
}

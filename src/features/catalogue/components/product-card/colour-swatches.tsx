import { swatchBackground } from '../../../../platform/ui/swatch';
import type { CSSProperties } from 'react';
import { useT } from '../../../../platform/i18n/i18n-context';
import { VisuallyHidden } from '../../../../platform/ui/visually-hidden';
import type { ColourOption } from '../../../../shared/domain/product';
import { moreClass, swatchButtonClass, swatchDotClass, swatchesClass } from './product-card.styles';

export interface ColourSwatchesProps {
  swatches: ColourOption[];
  selectedSlug: string | undefined;
  moreColours: number;
  onSelect: (slug: string) => void;
}

export function ColourSwatches({
  swatches,
  selectedSlug,
  moreColours,
  onSelect,
}: ColourSwatchesProps) {
  const t = useT();
  if (swatches.length < 2 && moreColours === 0) return null;
  return (
    <div role="group" aria-label={t('WEB.PRODUCT.COLOURS.LABEL')} className={swatchesClass}>
      {swatches.map((option) => (
        <button
          key={option.slug}
          type="button"
          className={swatchButtonClass}
          aria-label={option.color.name}
          aria-pressed={option.slug === selectedSlug}
          onClick={() => onSelect(option.slug)}
        >
          <span
            className={swatchDotClass}
            style={{ '--swatch': swatchBackground(option.color.hex) } as CSSProperties}
          />
        </button>
      ))}
      {moreColours > 0 && (
        <span className={moreClass}>
          <span aria-hidden="true">+{moreColours}</span>
          <VisuallyHidden>{t('WEB.PRODUCT.COLOURS.MORE', { count: moreColours })}</VisuallyHidden>
        </span>
      )}
    </div>
  );
}

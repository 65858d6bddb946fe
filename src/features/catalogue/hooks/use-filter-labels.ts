/**
 * Display texts of filters and their values: definition labels are label keys; colour
 * families have labels of their own (WEB.COLOR.GROUP.*); a price range reads "£20 – £100";
 * coded values (brand tags) show their option's label.
 */
import { useCallback } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import type { FilterDefinition } from '../../../shared/domain/content';
import { formatNumber } from '../../../shared/format/number-formats';
import { parsePriceRange } from '../logic/price-range';

export interface FilterLabels {
  filterLabel: (definition: FilterDefinition | undefined, name: string) => string;
  valueLabel: (definition: FilterDefinition | undefined, value: string) => string;
}

export function useFilterLabels(): FilterLabels {
  const t = useT();
  const { labels, config } = useSite();
  const { intlLocale } = useActiveLocale();

  const filterLabel = useCallback(
    (definition: FilterDefinition | undefined, name: string) =>
      definition && labels[definition.label] ? t(definition.label as LabelKey) : name,
    [labels, t],
  );

  const valueLabel = useCallback(
    (definition: FilterDefinition | undefined, value: string) => {
      if (!definition) return value;
      if (definition.type === 'boolean') return filterLabel(definition, definition.name);
      if (definition.type === 'numeric') {
        // whole units: the bounds are snapped to the currency's step (spec §5)
        const style = {
          style: 'currency',
          currency: config.currency.code,
          fractionDigits: 0,
        } as const;
        const money = (amount: number) => formatNumber(amount, intlLocale, style);
        const { min, max } = parsePriceRange(value);
        return t('WEB.LISTING.FILTER.PRICE.CHIP', {
          min: money(min ?? 0),
          max: max === null ? '' : money(max),
        }).trim();
      }
      const colourKey = `WEB.COLOR.GROUP.${value.toUpperCase()}`;
      if (definition.showSwatch && labels[colourKey]) return t(colourKey as LabelKey);
      // a coded value (a brand's tag) shows the name its definition gives
      return definition.options?.find((option) => option.value === value)?.label ?? value;
    },
    [config.currency.code, filterLabel, intlLocale, labels, t],
  );

  return { filterLabel, valueLabel };
}

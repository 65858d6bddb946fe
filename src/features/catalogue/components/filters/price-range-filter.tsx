import { useEffect, useId, useState, type FormEvent } from 'react';
import { useT } from '../../../../platform/i18n/i18n-context';
import { useSite } from '../../../../platform/site/site-context';
import { Button } from '../../../../platform/ui/button';
import {
  parsePriceInput,
  parsePriceRange,
  priceInputStep,
  resolvePriceRange,
} from '../../logic/price-range';
import {
  priceErrorClass,
  priceFieldsClass,
  priceFormClass,
  priceInputClass,
} from './filters.styles';

export interface PriceRangeFilterProps {
  /** the applied range ("20>100") or undefined */
  value: string | undefined;
  /** null removes the filter */
  onApply: (value: string | null) => void;
  /** pending mode (mobile pullout): a valid range goes straight into the pending selection */
  immediate?: boolean;
}

/** Spec §5 price range: two bounds in major units, snapped to the currency step. */
export function PriceRangeFilter({ value, onApply, immediate = false }: PriceRangeFilterProps) {
  const t = useT();
  const id = useId();
  const { config } = useSite();
  const step = config.currency.stepMultiple;
  const applied = parsePriceRange(value);
  const [min, setMin] = useState(applied.min === null ? '' : String(applied.min));
  const [max, setMax] = useState(applied.max === null ? '' : String(applied.max));
  const [invalid, setInvalid] = useState(false);

  // a range applied elsewhere (chip removed, back button) shows in the inputs
  useEffect(() => {
    const next = parsePriceRange(value);
    setMin(next.min === null ? '' : String(next.min));
    setMax(next.max === null ? '' : String(next.max));
    setInvalid(false);
  }, [value]);

  const submit = (minText: string, maxText: string) => {
    const outcome = resolvePriceRange(minText, maxText, step);
    setInvalid(outcome.kind === 'invalid');
    if (outcome.kind === 'invalid') return;
    const next = outcome.kind === 'apply' ? outcome.value : null;
    if (next !== (value ?? null)) onApply(next);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // non-numeric text is emptied, as the filter reads it
    setMin(parsePriceInput(min));
    setMax(parsePriceInput(max));
    submit(min, max);
  };

  const field = (which: 'min' | 'max', text: string, set: (v: string) => void) => (
    <label className={priceInputClass}>
      <span>
        {t(which === 'min' ? 'WEB.LISTING.FILTER.PRICE.MIN' : 'WEB.LISTING.FILTER.PRICE.MAX')}
      </span>
      <input
        type="number"
        inputMode="decimal"
        min={0}
        step={priceInputStep(step)}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => set(event.target.value)}
        // pending mode has no Apply price button: leaving a bound commits the range
        onBlur={immediate ? () => submit(min, max) : undefined}
      />
    </label>
  );

  return (
    <form className={priceFormClass} onSubmit={handleSubmit} noValidate>
      <div className={priceFieldsClass}>
        {field('min', min, setMin)}
        {field('max', max, setMax)}
      </div>
      {invalid && (
        <p id={`${id}-error`} role="alert" className={priceErrorClass}>
          {t('WEB.LISTING.FILTER.PRICE.INVALID-RANGE')}
        </p>
      )}
      {!immediate && (
        <Button type="submit" variant="secondary">
          {t('WEB.LISTING.FILTER.PRICE.APPLY')}
        </Button>
      )}
    </form>
  );
}

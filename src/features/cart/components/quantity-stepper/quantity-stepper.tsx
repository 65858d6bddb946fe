import { useT } from '../../../../platform/i18n/i18n-context';
import { MAX_QTY_PER_ITEM } from '../../../../shared/constants';
import { stepClass, stepperClass, valueClass } from './quantity-stepper.styles';

export interface QuantityStepperProps {
  /** the line's quantity as the server last answered it (nothing changes before the answer) */
  quantity: number;
  /** the product's name, for the controls' accessible names */
  name: string;
  disabled: boolean;
  size?: 'small' | 'regular';
  onChange: (quantity: number) => void;
}

/**
 * − quantity + for one bag line. It stops at 1 (Remove takes a line out) and at the per-item
 * limit (spec §9 MAX_QTY_PER_ITEM). The number is announced when it changes, once the server
 * has answered.
 */
export function QuantityStepper({
  quantity,
  name,
  disabled,
  size = 'regular',
  onChange,
}: QuantityStepperProps) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('WEB.BASKET.QTY.LABEL', { name })}
      className={stepperClass}
      data-size={size}
    >
      <button
        type="button"
        className={stepClass}
        aria-label={t('WEB.BASKET.QTY.DECREASE', { name })}
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={valueClass} aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className={stepClass}
        aria-label={t('WEB.BASKET.QTY.INCREASE', { name })}
        disabled={disabled || quantity >= MAX_QTY_PER_ITEM}
        onClick={() => onChange(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

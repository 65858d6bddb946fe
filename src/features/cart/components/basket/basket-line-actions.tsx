import { useT } from '../../../../platform/i18n/i18n-context';
import { MAX_QTY_PER_ITEM } from '../../../../shared/constants';
import type { CartItem } from '../../../../shared/domain/cart';
import type { BasketLineState } from '../../hooks/use-basket-line';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper';
import { actionsClass, errorClass, limitClass, removeClass } from './basket-line.styles';

export interface BasketLineActionsProps {
  item: CartItem;
  line: BasketLineState;
  /** an unavailable line can only be removed */
  removeOnly?: boolean;
}

/** A line's stepper and Remove, the per-item limit note, and why the last change failed. */
export function BasketLineActions({ item, line, removeOnly = false }: BasketLineActionsProps) {
  const t = useT();
  return (
    <>
      <div className={actionsClass}>
        {!removeOnly && (
          <QuantityStepper
            quantity={item.quantity}
            name={item.name}
            disabled={line.disabled}
            onChange={line.handleQuantity}
          />
        )}
        <button
          type="button"
          className={removeClass}
          aria-label={t('WEB.MINICART.REMOVE', { name: item.name })}
          disabled={line.disabled}
          onClick={line.handleRemove}
        >
          {t('WEB.MINICART.REMOVE.SHORT')}
        </button>
      </div>
      {!removeOnly && line.atLimit && (
        <p className={limitClass}>{t('WEB.BASKET.QTY.LIMIT', { max: MAX_QTY_PER_ITEM })}</p>
      )}
      {line.error && (
        <p role="alert" className={errorClass}>
          {line.error}
        </p>
      )}
    </>
  );
}

import { useT } from '../../../../platform/i18n/i18n-context';
import { MAX_QTY_PER_ITEM } from '../../../../shared/constants';
import type { CartItem } from '../../../../shared/domain/cart';
import type { BasketLineState } from '../../hooks/use-basket-line';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper';
import { actionsClass, errorClass, limitClass, removeClass } from './line-actions.styles';

export interface LineActionsProps {
  item: CartItem;
  line: BasketLineState;
  /** an unavailable line can only be removed */
  removeOnly?: boolean;
  /** the mini cart's smaller controls */
  size?: 'small' | 'regular';
}

/**
 * A bag line's stepper and Remove (the basket and the mini cart alike), the per-item limit
 * note, and why the line's last change failed, beside it.
 */
export function LineActions({
  item,
  line,
  removeOnly = false,
  size = 'regular',
}: LineActionsProps) {
  const t = useT();
  return (
    <>
      <div className={actionsClass} data-size={size}>
        {!removeOnly && (
          <QuantityStepper
            quantity={item.quantity}
            name={item.name}
            disabled={line.disabled}
            size={size}
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

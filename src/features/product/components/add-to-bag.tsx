import { useId } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import { Button } from '../../../platform/ui/button';
import { MAX_QTY_PER_ITEM } from '../../../shared/constants';
import { addRowClass, errorClass, hintClass, quantityClass } from './add-to-bag.styles';

export interface AddToBagProps {
  quantity: number;
  canAdd: boolean;
  needsSize: boolean;
  isAdding: boolean;
  added: boolean;
  error: string | null;
  onQuantity: (quantity: number) => void;
  onAdd: () => void;
}

const QUANTITIES = Array.from({ length: MAX_QTY_PER_ITEM }, (_, i) => i + 1);

/** Quantity, the Add to bag button with its "Select a size" hint, and the outcome of an add. */
export function AddToBag(props: AddToBagProps) {
  const t = useT();
  const quantityId = useId();
  const hintId = useId();
  return (
    <div>
      <div className={addRowClass}>
        <label className={quantityClass}>
          <span id={quantityId}>{t('WEB.PRODUCT.QUANTITY')}</span>
          <select
            aria-labelledby={quantityId}
            value={props.quantity}
            onChange={(event) => props.onQuantity(Number(event.target.value))}
          >
            {QUANTITIES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <Button
          block
          disabled={!props.canAdd}
          aria-describedby={props.needsSize ? hintId : undefined}
          onClick={props.onAdd}
        >
          {props.isAdding ? t('WEB.PRODUCT.ADDING') : t('WEB.PRODUCT.ADD')}
        </Button>
      </div>
      {props.needsSize && (
        <p id={hintId} className={hintClass}>
          {t('WEB.PRODUCT.SIZE.SELECT')}
        </p>
      )}
      {props.error && (
        <p role="alert" className={errorClass}>
          {props.error}
        </p>
      )}
      <p role="status" className={hintClass}>
        {props.added && !props.error ? t('WEB.PRODUCT.ADDED') : ''}
      </p>
    </div>
  );
}

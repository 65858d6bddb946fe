import type { CartItem } from '../../../../shared/domain/cart';
import { useBasketLine } from '../../hooks/use-basket-line';
import type { ShipDates } from '../../logic/ship-dates';
import { BasketLine } from './basket-line';
import { LineActions } from '../line/line-actions';

/** A line the shopper can change: an available one (stepper and Remove) or an unavailable one (Remove). */
export function EditableBasketLine({
  item,
  kind,
  shipDates,
}: {
  item: CartItem;
  kind: 'item' | 'unavailable';
  shipDates: ShipDates | null;
}) {
  const line = useBasketLine(item);
  return (
    <BasketLine
      item={item}
      kind={kind}
      shipDates={shipDates}
      busy={line.pending}
      actions={<LineActions item={item} line={line} removeOnly={kind === 'unavailable'} />}
    />
  );
}

import { useMemo } from 'react';
import { useActiveLocale } from '../../../../platform/site/site-context';
import type { Cart } from '../../../../shared/domain/cart';
import { isAdvanceOrder } from '../../logic/basket-lines';
import { shipDateFormatter } from '../../logic/ship-dates';
import { BasketLine } from './basket-line';
import { linesClass } from './basket-line.styles';

/**
 * The bag's lines as they will be ordered, read-only (the checkout's review): each line as the
 * basket shows it, with its quantity and an advance order's ship dates, and no controls.
 */
export function OrderLines({ cart, labelledBy }: { cart: Cart; labelledBy?: string }) {
  const { intlLocale } = useActiveLocale();
  const hasAdvanceOrders = cart.items.some(isAdvanceOrder);
  const formatShipDates = useMemo(
    () => (hasAdvanceOrders ? shipDateFormatter(intlLocale) : null),
    [hasAdvanceOrders, intlLocale],
  );
  return (
    <ul className={linesClass} aria-labelledby={labelledBy}>
      {cart.items.map((item) => (
        <BasketLine
          key={item.id}
          item={item}
          kind="item"
          shipDates={
            formatShipDates && isAdvanceOrder(item)
              ? formatShipDates(item.shipDateStart, item.shipDateEnd)
              : null
          }
        />
      ))}
    </ul>
  );
}

import type { OrderDetails } from '../../../shared/api/order';
import { OrderDetailsList } from './order-details';
import { OrderLines } from './order-lines';
import { OrderSummary } from './order-summary';
import { asideClass, viewClass } from './order-view.styles';

/** One order as every order page shows it: its lines, and beside them its totals and details. */
export function OrderView({ order }: { order: OrderDetails }) {
  return (
    <div className={viewClass}>
      <OrderLines order={order} />
      <div className={asideClass}>
        <OrderSummary order={order} />
        <OrderDetailsList order={order} />
      </div>
    </div>
  );
}

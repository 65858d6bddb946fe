import { useParams } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { orderPaths } from '../../../platform/routing/order-paths';
import { isOrderReference, normaliseReference } from '../../../shared/domain/order-reference';
import { usePageTitle } from '../../content';
import { useOrder } from '../api/get-order';
import { useOrderState } from '../hooks/use-order-state';
import { OrderScreen } from './order-screen';
import { OrderStateView } from './order-state-view';

/**
 * /orders/:orderReference (spec §2): an order for its owner, the session that placed it (and,
 * with accounts, the account it belongs to: the server decides). Anyone else's is not found.
 */
export function OrderPage() {
  const t = useT();
  const { orderReference = '' } = useParams<{ orderReference: string }>();
  const typed = normaliseReference(orderReference);
  const reference = isOrderReference(typed) ? typed : null;
  const state = useOrderState(useOrder(reference), reference !== null);
  usePageTitle(t('WEB.ORDER.TITLE', { reference: reference ?? '' }));
  return (
    <OrderStateView state={state}>
      {(order) => (
        <OrderScreen
          order={order}
          trackingHref={orderPaths.tracking({ orderReference: order.orderReference })}
        />
      )}
    </OrderStateView>
  );
}

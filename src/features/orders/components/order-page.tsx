import { useParams } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { accountPaths } from '../../../platform/routing/account-paths';
import { orderPaths } from '../../../platform/routing/order-paths';
import { useSite } from '../../../platform/site/site-context';
import { isOrderReference, normaliseReference } from '../../../shared/domain/order-reference';
import { useHydrated, useSignedInUser } from '../../account';
import { usePageTitle } from '../../content';
import { useOrder } from '../api/get-order';
import { useOrderState } from '../hooks/use-order-state';
import { OrderScreen } from './order-screen';
import { OrderStateView } from './order-state-view';

/**
 * /orders/:orderReference (spec §2): an order for its owner — the session that placed it, or
 * the signed-in account it was placed in, whichever of its sessions asks (the server decides
 * from the session and the bearer token). Anyone else's is not found; a signed-out shopper is
 * offered to sign in and come back here, as an account's order opens only for its account.
 */
export function OrderPage() {
  const t = useT();
  const identity = useSite().config.integrations.cognito.enabled;
  const user = useSignedInUser();
  const signedOut = useHydrated() && user === null;
  const { orderReference = '' } = useParams<{ orderReference: string }>();
  const typed = normaliseReference(orderReference);
  const reference = isOrderReference(typed) ? typed : null;
  const state = useOrderState(useOrder(reference), reference !== null);
  usePageTitle(t('WEB.ORDER.TITLE', { reference: reference ?? '' }));
  const signInHref =
    identity && signedOut && reference
      ? accountPaths.signIn(orderPaths.order(reference))
      : undefined;
  return (
    <OrderStateView state={state} signInHref={signInHref}>
      {(order) => (
        <OrderScreen
          order={order}
          trackingHref={orderPaths.tracking({ orderReference: order.orderReference })}
        />
      )}
    </OrderStateView>
  );
}

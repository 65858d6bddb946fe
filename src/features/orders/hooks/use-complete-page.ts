import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isOrderReference, normaliseReference } from '../../../shared/domain/order-reference';
import { useOrder } from '../api/get-order';
import { readCompleteParams, withoutCredentials } from '../logic/complete-params';
import { returnView } from '../logic/return-view';
import { useKeptReturn } from './use-kept-return';
import { usePurchaseTracking } from './use-purchase-tracking';
import { useOrderState } from './use-order-state';
import { useRefreshBag } from './use-refresh-bag';
import { useReturnCompletion } from './use-return-completion';

/** A payment still being confirmed is asked about this often, for this long. */
export const POLL_EVERY_MS = 4_000;
export const POLL_FOR_MS = 60_000;

/**
 * Talon of /complete (spec §2): the order named by `orderReference`; the payment return it came
 * back with completed once (use-return-completion.ts); the order asked again every few seconds
 * while its payment is being confirmed (a 202 PENDING), for up to a minute — not while the
 * shopper has something to do (a PayPal cancel, an express order to confirm); the bag
 * refreshed; the purchase reported once it is paid; the signed-in shopper's credentials and the
 * return's own fields taken out of the address bar.
 * @returns {{ state: OrderState, pollingOver: boolean, payment: ReturnCompletion }}
 * `pollingOver` once the minute has passed with the payment still unconfirmed; `payment.view`
 * what to show for the order and its return.
 */
export function useCompletePage() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = useMemo(() => readCompleteParams(search), [search]);
  const typed = params.orderReference && normaliseReference(params.orderReference);
  const reference = typed && isOrderReference(typed) ? typed : null;
  const [pollingOver, setPollingOver] = useState(false);
  const returned = useKeptReturn(reference, search);
  const { kept, activity } = returned;
  const query = useOrder(reference, (order) =>
    order?.status === 'AWAITING_PAYMENT' &&
    !pollingOver &&
    kept !== undefined &&
    returnView(kept, activity, order).kind === 'order'
      ? POLL_EVERY_MS
      : false,
  );
  const state = useOrderState(query, reference !== null);
  const payment = useReturnCompletion(reference, returned, query.data);

  const awaiting = query.data?.status === 'AWAITING_PAYMENT';
  useEffect(() => {
    if (!awaiting) return;
    const timer = setTimeout(() => setPollingOver(true), POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [awaiting]);

  useEffect(() => {
    const rest = withoutCredentials(search);
    if (rest !== null) navigate(rest ? `${location}?${rest}` : location, { replace: true });
  }, [search, location, navigate]);

  useRefreshBag(query.data?.status);
  usePurchaseTracking(query.data);
  return { state, pollingOver, payment };
}

import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isOrderReference, normaliseReference } from '../../../shared/domain/order-reference';
import { useOrder } from '../api/get-order';
import { readCompleteParams, withoutCredentials } from '../logic/complete-params';
import { usePurchaseTracking } from './use-purchase-tracking';
import { useOrderState } from './use-order-state';
import { useRefreshBag } from './use-refresh-bag';

/** A payment still being confirmed is asked about this often, for this long. */
export const POLL_EVERY_MS = 4_000;
export const POLL_FOR_MS = 60_000;

/**
 * Talon of /complete (spec §2): the order named by `orderReference`, asked again every few
 * seconds while its payment is being confirmed (a 202 PENDING), for up to a minute; the bag
 * refreshed; the purchase reported once it is paid; the signed-in shopper's credentials a
 * return carried taken out of the address bar.
 * @returns {{ state: OrderState, pollingOver: boolean }}
 * `pollingOver` once the minute has passed with the payment still unconfirmed.
 */
export function useCompletePage() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = useMemo(() => readCompleteParams(search), [search]);
  const typed = params.orderReference && normaliseReference(params.orderReference);
  const reference = typed && isOrderReference(typed) ? typed : null;
  const [pollingOver, setPollingOver] = useState(false);
  const query = useOrder(reference, (order) =>
    order?.status === 'AWAITING_PAYMENT' && !pollingOver ? POLL_EVERY_MS : false,
  );
  const state = useOrderState(query, reference !== null);

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
  return { state, pollingOver };
}

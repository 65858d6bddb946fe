import { useEffect } from 'react';
import type { OrderDetails } from '../../../shared/api/order';
import { track } from '../../analytics';
import { purchaseEvent } from '../logic/purchase-event';
import { notePurchaseSent, purchaseSent } from '../store/sent-purchases';

/**
 * Reports a paid order's purchase once (the dataLayer's purchase and the insights conversion,
 * spec §7): when the complete page first sees it paid, never again on a reload of this tab. A
 * pending payment is reported when it is confirmed; a cancelled order never.
 */
export function usePurchaseTracking(order: OrderDetails | undefined): void {
  useEffect(() => {
    if (order?.status !== 'PAID' || purchaseSent(order.orderReference)) return;
    notePurchaseSent(order.orderReference);
    track(purchaseEvent(order));
  }, [order]);
}

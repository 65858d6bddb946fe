import type { ReactNode } from 'react';
import { OfflineUnavailable } from '../../../platform/offline/unavailable-slot';
import { LoadError } from '../../../platform/ui/load-error';
import type { OrderDetails } from '../../../shared/api/order';
import type { OrderState } from '../hooks/use-order-state';
import { OrderNotFound } from './order-not-found';
import { OrderSkeleton } from './order-skeleton';

/**
 * An order page's body for each state of its order: a skeleton while it loads (and in the
 * server's render, which renders no one's orders), the not-found page, the offline panel, a
 * retry, or `children` with the order.
 */
export function OrderStateView({
  state,
  expiredLink,
  signInHref,
  children,
}: {
  state: OrderState;
  expiredLink?: boolean;
  /** where a signed-out shopper signs in to see their account's order */
  signInHref?: string;
  children: (order: OrderDetails) => ReactNode;
}) {
  switch (state.kind) {
    case 'ready':
      return children(state.order);
    case 'not-found':
      return <OrderNotFound expiredLink={expiredLink} signInHref={signInHref} />;
    case 'offline':
      return <OfflineUnavailable headingLevel={1} />;
    case 'error':
      return <LoadError headingLevel={1} onRetry={state.retry} />;
    case 'loading':
      return <OrderSkeleton />;
  }
}

import { useEffect, useMemo, useRef } from 'react';
import { useOnline } from '../../../platform/offline/online-status';
import { useSite } from '../../../platform/site/site-context';
import { ApiError } from '../../../shared/api/api-error';
import type { Cart, CartItem } from '../../../shared/domain/cart';
import { track } from '../../analytics';
import { useCart } from '../api/get-cart';
import { isAdvanceOrder } from '../logic/basket-lines';
import { summaryFigures, type SummaryFigures } from '../logic/basket-summary';
import { shipDateFormatter, type ShipDates } from '../logic/ship-dates';
import { useCartBusy } from './use-cart-busy';
import { useLastKnownCart } from './use-last-known-cart';
import { useRememberCart } from './use-remember-cart';

export type BasketStatus = 'loading' | 'error' | 'unavailable-offline' | 'empty' | 'items';

export interface BasketPageState {
  status: BasketStatus;
  cart: Cart | undefined;
  summary: SummaryFigures | undefined;
  /** offline: the last known bag, shown without any control; fetchedAt says when it was */
  readOnly: boolean;
  fetchedAt: number | null;
  /** a cart write is under way: every action and Proceed wait for its answer */
  busy: boolean;
  /** spec: unavailable items block Proceed until removed; so do a write under way and offline */
  canProceed: boolean;
  /** a pre- or back-order line is in the bag (spec §8 PREORDER_ITEMS) */
  hasAdvanceOrders: boolean;
  /** the ship dates of an advance-order line, formatted for the shopper; null for others */
  shipDatesOf: (item: CartItem) => ShipDates | null;
  handleRetry: () => void;
}

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.isNetworkError;

/**
 * Talon of the basket page (/checkout/basket). The bag is the cart query; offline — the browser
 * says so, or the shop cannot be reached — the page shows the bag it has (in memory, or the
 * session's last known one) read-only with the time it was fetched, and never queues a change.
 * Opening the page with a bag is the view-cart event (spec §7).
 */
export function useBasketPage(): BasketPageState {
  const { locale, config } = useSite();
  const { intlLocale } = locale;
  const taxAtCheckout = config.catalog.taxCalculatedAtCheckout === true;
  const online = useOnline();
  const query = useCart();
  const busy = useCartBusy();
  const offline = !online || isNetworkFailure(query.error ?? query.failureReason);
  const lastKnown = useLastKnownCart(offline && query.data === undefined);
  const cart = query.data ?? lastKnown?.cart;
  const fetchedAt = query.data ? query.dataUpdatedAt : (lastKnown?.fetchedAt ?? null);
  useTrackViewCart(query.data);
  useRememberCart(query.data, query.dataUpdatedAt);

  const hasAdvanceOrders = Boolean(cart?.items.some(isAdvanceOrder));
  // a date formatter is costly to build: only a bag with an advance order gets one
  const formatShipDates = useMemo(
    () => (hasAdvanceOrders ? shipDateFormatter(intlLocale) : null),
    [hasAdvanceOrders, intlLocale],
  );
  const shipDatesOf = (item: CartItem) =>
    formatShipDates && isAdvanceOrder(item)
      ? formatShipDates(item.shipDateStart, item.shipDateEnd)
      : null;

  const status: BasketStatus = cart
    ? cart.items.length + cart.unavailableItems.length === 0
      ? 'empty'
      : 'items'
    : offline && lastKnown === null
      ? 'unavailable-offline'
      : query.isError && !offline
        ? 'error'
        : 'loading';

  return {
    status,
    cart,
    summary: cart
      ? summaryFigures(cart.cartSummary, {
          atCheckout: taxAtCheckout,
          calculated: cart.taxCalculated,
        })
      : undefined,
    readOnly: offline && cart !== undefined,
    fetchedAt,
    busy,
    canProceed:
      !offline &&
      !busy &&
      cart !== undefined &&
      cart.items.length > 0 &&
      cart.unavailableItems.length === 0,
    hasAdvanceOrders,
    shipDatesOf,
    handleRetry: () => void query.refetch(),
  };
}

/** The first bag the page shows from the network is the view-cart event (once per visit). */
function useTrackViewCart(cart: Cart | undefined): void {
  const tracked = useRef(false);
  useEffect(() => {
    if (!cart || tracked.current) return;
    tracked.current = true;
    track({
      type: 'viewCart',
      cartItems: cart.items,
      itemCount: cart.cartSummary.totalItemCount,
      value: cart.cartSummary.totalCost,
      currency: cart.cartSummary.currency,
    });
  }, [cart]);
}

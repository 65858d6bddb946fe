import { useFormatMoney } from '../../../platform/format/use-format-money';
import { useT } from '../../../platform/i18n/i18n-context';
import { useCart } from '../api/get-cart';
import { cartErrorLabel } from '../logic/cart-errors';
import { useRememberCart } from './use-remember-cart';

/**
 * Talon of the mini cart.
 * @returns {{
 *   status: 'loading' | 'error' | 'empty' | 'items',
 *   items: CartItem[], subtotal: string, discount: string | null,
 *   hasUnavailable: boolean, error: string | null
 * }} `subtotal` is the lines' total before promotions and `discount` what they take off (none:
 * null). Lines no longer available are left to the basket page, which lists them apart;
 * `hasUnavailable` says there are some. `error` is the message of a failed load; the last
 * cart stays on screen with it. A line's own change says its failure beside it (MiniCartItem).
 */
export function useMiniCart() {
  const t = useT();
  const format = useFormatMoney();
  const cart = useCart();
  const data = cart.data;
  useRememberCart(data, cart.dataUpdatedAt);
  const failure = cart.isError
    ? t(data ? cartErrorLabel(cart.error) : 'WEB.CART.ERROR.LOAD')
    : null;
  const status = !data
    ? cart.isError
      ? 'error'
      : 'loading'
    : data.items.length + data.unavailableItems.length === 0
      ? 'empty'
      : 'items';
  const summary = data?.cartSummary;

  return {
    status,
    items: data?.items ?? [],
    subtotal: summary ? format(summary.totalItemCost, summary.currency) : '',
    discount:
      summary && summary.totalDiscountProduct > 0
        ? format(summary.totalDiscountProduct, summary.currency)
        : null,
    hasUnavailable: Boolean(data && data.unavailableItems.length > 0),
    error: failure,
  } as const;
}

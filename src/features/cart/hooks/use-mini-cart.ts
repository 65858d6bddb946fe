import { useCallback } from 'react';
import { useFormatMoney } from '../../../platform/format/use-format-money';
import { useT } from '../../../platform/i18n/i18n-context';
import type { CartItem } from '../../../shared/domain/cart';
import { useCart } from '../api/get-cart';
import { useUpdateCartItem } from '../api/update-cart-item';
import { cartErrorLabel } from '../logic/cart-errors';

/**
 * Talon of the mini cart.
 * @returns {{
 *   status: 'loading' | 'error' | 'empty' | 'items',
 *   items: CartItem[], subtotal: string, itemCount: number,
 *   error: string | null, removingId: string | null,
 *   handleRemove: (item: CartItem) => void
 * }} `error` is the message of a failed load or update; the last cart stays on screen with it.
 */
export function useMiniCart() {
  const t = useT();
  const format = useFormatMoney();
  const cart = useCart();
  const update = useUpdateCartItem();
  const { mutate } = update;
  const handleRemove = useCallback(
    (item: CartItem) => mutate({ itemId: item.id, quantity: 0 }),
    [mutate],
  );

  const data = cart.data;
  const failure = update.isError
    ? t(cartErrorLabel(update.error))
    : cart.isError
      ? t(data ? cartErrorLabel(cart.error) : 'WEB.CART.ERROR.LOAD')
      : null;
  const status = !data
    ? cart.isError
      ? 'error'
      : 'loading'
    : data.items.length === 0
      ? 'empty'
      : 'items';

  return {
    status,
    items: data?.items ?? [],
    subtotal: data ? format(data.cartSummary.totalItemCost, data.cartSummary.currency) : '',
    itemCount: data?.cartSummary.totalItemCount ?? 0,
    error: failure,
    removingId: update.isPending ? (update.variables?.itemId ?? null) : null,
    handleRemove,
  } as const;
}

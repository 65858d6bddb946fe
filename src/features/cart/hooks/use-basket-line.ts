import { useCallback } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import { MAX_QTY_PER_ITEM } from '../../../shared/constants';
import type { CartItem } from '../../../shared/domain/cart';
import { track } from '../../analytics';
import { useUpdateCartItem } from '../api/update-cart-item';
import { quantityDelta } from '../logic/basket-lines';
import { cartErrorLabel } from '../logic/cart-errors';
import { useCartBusy } from './use-cart-busy';

export interface BasketLineState {
  /** this line's change is under way */
  pending: boolean;
  /** any cart write is under way: this line's controls wait */
  disabled: boolean;
  /** the line holds the most units one item may (spec §9 MAX_QTY_PER_ITEM) */
  atLimit: boolean;
  /** why this line's last change failed, in the shopper's language; the line is as it was */
  error: string | null;
  handleQuantity: (quantity: number) => void;
  handleRemove: () => void;
}

/**
 * Talon of one bag line's actions: quantity (PUT /api/cart/{itemId}) and Remove (quantity 0,
 * spec §4). Each line has its own mutation, so a failure is said beside the line it concerns;
 * nothing changes on screen before the answer, so a failure leaves the line as it was. A
 * change that succeeds is an add-to-cart or remove-from-cart event (spec §7).
 */
export function useBasketLine(item: CartItem): BasketLineState {
  const t = useT();
  const update = useUpdateCartItem();
  const busy = useCartBusy();
  const { mutate } = update;

  const handleQuantity = useCallback(
    (quantity: number) => {
      const delta = quantityDelta(item, quantity);
      if (delta === 0) return;
      mutate(
        { itemId: item.id, quantity },
        {
          onSuccess: () => {
            const change = {
              productId: item.productId,
              sku: item.sku,
              quantity: Math.abs(delta),
              color: item.options.color.slug,
              cartItem: item,
              action: 'primary',
            } as const;
            track(
              delta > 0
                ? { type: 'addToCart', ...change, price: item.unitPrice }
                : { type: 'removeFromCart', ...change },
            );
          },
        },
      );
    },
    [item, mutate],
  );

  return {
    pending: update.isPending,
    disabled: busy,
    atLimit: item.quantity >= MAX_QTY_PER_ITEM,
    error: update.isError ? t(cartErrorLabel(update.error)) : null,
    handleQuantity,
    handleRemove: useCallback(() => handleQuantity(0), [handleQuantity]),
  };
}

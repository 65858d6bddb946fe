import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../../../platform/http/api-context';
import type { Cart } from '../../../shared/domain/cart';
import { isCheckoutPath, itemCount } from '../logic/item-count';
import { miniCart } from '../store/mini-cart-store';
import { cartQueryOptions } from './get-cart';

/**
 * Every cart write answers with the whole cart: it replaces the cached cart (no second GET), and
 * when the item count changed the mini cart opens (spec §2), except on the checkout steps.
 */
export function useApplyCart(): (cart: Cart) => void {
  const queryClient = useQueryClient();
  const api = useApi();
  const [location] = useLocation();
  return useCallback(
    (cart: Cart) => {
      const key = cartQueryOptions(api).queryKey;
      const before = itemCount(queryClient.getQueryData<Cart>(key));
      queryClient.setQueryData(key, cart);
      if (itemCount(cart) !== before && !isCheckoutPath(location)) miniCart.open('auto');
    },
    [queryClient, api, location],
  );
}

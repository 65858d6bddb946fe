import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useSite } from '../../../platform/site/site-context';
import type { Cart } from '../../../shared/domain/cart';
import { isCheckoutPath, itemCount } from '../logic/item-count';
import { miniCart } from '../store/mini-cart-store';
import { cartKeys } from './cart-keys';

/**
 * Every cart write answers with the whole cart: it replaces the cached cart (no second GET), and
 * when the item count changed the mini cart opens (spec §2), except on the checkout steps.
 */
export function useApplyCart(): (cart: Cart) => void {
  const queryClient = useQueryClient();
  const { config, language } = useSite();
  const [location] = useLocation();
  return useCallback(
    (cart: Cart) => {
      const key = cartKeys.detail(config.siteTag, language);
      const before = itemCount(queryClient.getQueryData<Cart>(key));
      queryClient.setQueryData(key, cart);
      if (itemCount(cart) !== before && !isCheckoutPath(location)) miniCart.open('auto');
    },
    [queryClient, config.siteTag, language, location],
  );
}

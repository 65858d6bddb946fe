import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../platform/http/api-client';
import { useApi } from '../../../platform/http/api-context';
import type { Cart } from '../../../shared/domain/cart';
import { cartKeys } from './cart-keys';
import { useApplyCart } from './use-apply-cart';

/**
 * A cart write (spec §4 "Cart actions"): every one answers the whole cart, which replaces the
 * cached one (useApplyCart); every one shares the write key, so the bag's other actions wait
 * for it (useCartBusy); and every one is network-only — offline it fails at once (networkMode
 * "always") instead of waiting, queued, for a network (the cart is never queued). `after` runs
 * once the answer is applied (an analytics event).
 */
export function useCartWrite<Variables>(
  send: (api: ApiClient, variables: Variables) => Promise<Cart>,
  after?: (cart: Cart, variables: Variables) => void,
) {
  const api = useApi();
  const applyCart = useApplyCart();
  return useMutation({
    mutationKey: cartKeys.write(),
    mutationFn: (variables: Variables) => send(api, variables),
    onSuccess: (cart, variables) => {
      applyCart(cart);
      after?.(cart, variables);
    },
    networkMode: 'always',
  });
}

import { useIsMutating } from '@tanstack/react-query';
import { cartKeys } from '../api/cart-keys';

/**
 * Whether any cart write is under way (spec §4 "Cart actions": each sets the submit-disabled
 * and pending flags until the cart reloads). While one is, the bag's other actions wait: two
 * writes racing could leave the older answer on screen.
 */
export function useCartBusy(): boolean {
  return useIsMutating({ mutationKey: cartKeys.write() }) > 0;
}

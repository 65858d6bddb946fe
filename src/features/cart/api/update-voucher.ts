import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../platform/http/api-client';
import { useApi } from '../../../platform/http/api-context';
import type { VoucherBody } from '../../../shared/api/cart';
import { API } from '../../../shared/api/paths';
import type { Cart } from '../../../shared/domain/cart';
import { cartKeys } from './cart-keys';
import { useApplyCart } from './use-apply-cart';

/** PUT /api/cart/voucher: `{action: 'apply', code}` or `{action: 'delete'}` (spec §7). */
export function updateVoucher(api: ApiClient, body: VoucherBody): Promise<Cart> {
  return api.fetch<Cart>(API.cartVoucher, { method: 'PUT', body });
}

/**
 * Applies or removes the bag's voucher; the answer, priced with it, replaces the cached cart.
 * A refused code answers 4xx with its VOUCHER_* reason (cartErrorLabel words it).
 */
export function useUpdateVoucher() {
  const api = useApi();
  const applyCart = useApplyCart();
  return useMutation({
    mutationKey: cartKeys.write(),
    mutationFn: (body: VoucherBody) => updateVoucher(api, body),
    onSuccess: applyCart,
    networkMode: 'always',
  });
}

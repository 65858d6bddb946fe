import type { ApiClient } from '../../../platform/http/api-client';
import type { VoucherBody } from '../../../shared/api/cart';
import { API } from '../../../shared/api/paths';
import type { Cart } from '../../../shared/domain/cart';
import { useCartWrite } from './use-cart-write';

/** PUT /api/cart/voucher: `{action: 'apply', code}` or `{action: 'delete'}` (spec §7). */
export function updateVoucher(api: ApiClient, body: VoucherBody): Promise<Cart> {
  return api.fetch<Cart>(API.cartVoucher, { method: 'PUT', body });
}

/**
 * Applies or removes the bag's voucher; the answer, priced with it, replaces the cached cart.
 * A refused code answers 4xx with its VOUCHER_* reason (basketErrorLabel words it).
 */
export function useUpdateVoucher() {
  return useCartWrite(updateVoucher);
}

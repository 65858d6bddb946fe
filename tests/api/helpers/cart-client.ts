/**
 * A shopper's cart calls for the promotion and voucher suites: one session on one site, the
 * cart read and written over HTTP, with the expected amounts worked out here independently of
 * the engine (docs/promotions.md "Rounding": half up, largest remainder).
 */
import type { Cart } from '../../../src/shared/domain/cart';
import type { SiteRuntime } from '../../../src/server/catalogue/types';
import { openSession, request, siteQuery, type JsonResponse } from './api';
import type { SkuPick } from './fixtures';

export type CartAnswer = Cart & {
  code?: string;
  message?: string;
  details?: Record<string, unknown>;
};

export interface CartClient {
  session: string;
  site: SiteRuntime;
  read(): Promise<JsonResponse<CartAnswer>>;
  add(pick: SkuPick, quantity: number): Promise<JsonResponse<CartAnswer>>;
  setQuantity(itemId: string, quantity: number): Promise<JsonResponse<CartAnswer>>;
  voucher(body: unknown): Promise<JsonResponse<CartAnswer>>;
  recreate(cartPublicId: string): Promise<JsonResponse<CartAnswer>>;
}

export async function cartClient(baseUrl: string, site: SiteRuntime): Promise<CartClient> {
  const session = await openSession(baseUrl, site);
  const url = (path: string, extra = '') => `${baseUrl}${path}?${siteQuery(site)}${extra}`;
  return {
    session,
    site,
    read: () => request<CartAnswer>(url('/api/cart'), { session }),
    add: (pick, quantity) =>
      request<CartAnswer>(url('/api/cart'), {
        method: 'POST',
        session,
        body: { productId: pick.product.productId, sku: pick.sku.sku, quantity },
      }),
    setQuantity: (itemId, quantity) =>
      request<CartAnswer>(url(`/api/cart/${encodeURIComponent(itemId)}`), {
        method: 'PUT',
        session,
        body: { quantity },
      }),
    voucher: (body) =>
      request<CartAnswer>(url('/api/cart/voucher'), { method: 'PUT', session, body }),
    recreate: (cartPublicId) =>
      request<CartAnswer>(
        url('/api/cart/recreateCart', `&cartPublicId=${encodeURIComponent(cartPublicId)}`),
        { method: 'POST', session },
      ),
  };
}

/** One unit's sale price of a pick on a site. */
export const unitSale = (pick: SkuPick, site: SiteRuntime) =>
  pick.product.prices[site.currency]!.sale;

/** `percent` % of `total`, rounded half up (integer percentages and halves, as the tests use). */
export const percentOf = (total: number, percent: number) =>
  Math.floor((total * percent * 2 + 100) / 200);

/** `amount` split over `weights` by largest remainder (ties: larger weight, then earlier). */
export function largestRemainder(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / total));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = weights
    .map((weight, index) => ({ index, weight, remainder: (amount * weight) % total }))
    .filter((entry) => entry.remainder > 0)
    .sort((a, b) => b.remainder - a.remainder || b.weight - a.weight || a.index - b.index);
  for (const entry of order) {
    if (left-- <= 0) break;
    shares[entry.index]! += 1;
  }
  return shares;
}

/** What each line of the answer had taken off, by sku. */
export const offBySku = (cart: Cart) =>
  Object.fromEntries(
    cart.items.map((item) => [item.sku, item.discounts.reduce((sum, d) => sum + d.amount, 0)]),
  );

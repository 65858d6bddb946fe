import type { Cart } from '../../../shared/domain/cart';

export function itemCount(cart: Cart | undefined): number {
  return cart?.cartSummary.totalItemCount ?? 0;
}

/** Spec §2: the mini cart does not open by itself on the checkout steps. */
export function isCheckoutPath(path: string): boolean {
  return /^\/checkout(\/|$)/.test(path);
}

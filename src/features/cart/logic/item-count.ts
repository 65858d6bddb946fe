import type { Cart } from '../../../shared/domain/cart';

/** The units the shopper put in the bag: a gift a promotion adds is not one of them. */
export function itemCount(cart: Cart | undefined): number {
  if (!cart) return 0;
  return cart.items.reduce((sum, item) => (item.giftOnly ? sum : sum + item.quantity), 0);
}

/** Spec §2: the mini cart does not open by itself on the checkout steps. */
export function isCheckoutPath(path: string): boolean {
  return /^\/checkout(\/|$)/.test(path);
}

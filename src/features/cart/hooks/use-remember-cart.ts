import { useEffect } from 'react';
import { useApi } from '../../../platform/http/api-context';
import type { Cart } from '../../../shared/domain/cart';
import { rememberCart } from '../store/last-cart';

/**
 * Keeps the bag on screen as the session's last known one (store/last-cart.ts), for the basket
 * page opened offline. The two places a bag is shown and changed — the mini cart, which opens
 * by itself after every add or update, and the basket page — call it, so the copy follows
 * every change the shopper makes, without adding to the header's code on every page.
 */
export function useRememberCart(cart: Cart | undefined, fetchedAt: number): void {
  const api = useApi();
  useEffect(() => {
    if (cart) rememberCart(cart, api.scope, fetchedAt);
  }, [cart, fetchedAt, api]);
}

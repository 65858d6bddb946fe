/**
 * The last bag this tab's session received, for the basket page opened offline. The cart is
 * network-only (the worker never caches it and the persisted query cache never holds it), so a
 * copy of its last answer is kept in sessionStorage: the storage that holds the session id it
 * belongs to, so the copy lives and ends with that session. A copy made under another session
 * (after sign-out or a session reset), site or language is never shown, and is dropped when met.
 * Reads and writes happen in effects, never in render.
 */
import { getSessionId } from '../../../platform/http/session';
import type { Cart } from '../../../shared/domain/cart';

const KEY = 'vitrine.lastCart';

export interface CartScope {
  siteTag: string;
  language: string;
}

export interface LastCart {
  cart: Cart;
  /** epoch ms of the answer */
  fetchedAt: number;
}

interface Stored extends LastCart, CartScope {
  sessionId: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberCart(cart: Cart, scope: CartScope, fetchedAt = Date.now()): void {
  const sessionId = getSessionId();
  if (!sessionId) return;
  const stored: Stored = { sessionId, ...scope, cart, fetchedAt };
  try {
    storage()?.setItem(KEY, JSON.stringify(stored));
  } catch {
    // a full or disabled storage only costs the offline copy
  }
}

export function readLastCart(scope: CartScope): LastCart | null {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!store || !raw) return null;
  try {
    const stored = JSON.parse(raw) as Stored;
    const current =
      stored.sessionId === getSessionId() &&
      stored.siteTag === scope.siteTag &&
      stored.language === scope.language;
    if (current) return { cart: stored.cart, fetchedAt: stored.fetchedAt };
    if (stored.sessionId !== getSessionId()) store.removeItem(KEY);
  } catch {
    store.removeItem(KEY);
  }
  return null;
}

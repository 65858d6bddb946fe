/**
 * Whether the mini cart is open, and why: the header's CartButton renders it, while adding to
 * the bag (product page, anywhere) opens it. A tiny external store lets both sides share that
 * without a provider the app shell would have to mount.
 */
import { useSyncExternalStore } from 'react';

export interface MiniCartState {
  open: boolean;
  /** "user" moves focus into the panel; "auto" (after an add) leaves focus where it was */
  openedBy: 'user' | 'auto';
}

const CLOSED: MiniCartState = { open: false, openedBy: 'user' };
let state: MiniCartState = CLOSED;
const listeners = new Set<() => void>();

function set(next: MiniCartState): void {
  if (next.open === state.open && next.openedBy === state.openedBy) return;
  state = next;
  listeners.forEach((listener) => listener());
}

export const miniCart = {
  /** Opening an open panel changes nothing (focus stays where the shopper put it). */
  open: (openedBy: MiniCartState['openedBy'] = 'user') => {
    if (!state.open) set({ open: true, openedBy });
  },
  close: () => set(CLOSED),
  toggle: () => set(state.open ? CLOSED : { open: true, openedBy: 'user' }),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): MiniCartState => state,
};

export function useMiniCartState(): MiniCartState {
  return useSyncExternalStore(miniCart.subscribe, miniCart.getSnapshot, () => CLOSED);
}

/**
 * One in-memory copy of the recently viewed list for every component (read with
 * useSyncExternalStore). Local storage is read on first use, from an effect, and followed
 * across tabs; a full or disabled storage keeps the list for this page only.
 */
import {
  parseRecentlyViewed,
  recordView,
  RECENTLY_VIEWED_STORAGE_KEY,
  serialiseRecentlyViewed,
  type RecentlyViewedEntry,
} from './recently-viewed-list';

export interface RecentlyViewedState {
  items: readonly RecentlyViewedEntry[];
  /** false until storage has been read */
  loaded: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: RecentlyViewedState = { items: [], loaded: false };

/** Server render and first paint: nothing read yet. */
export const INITIAL_RECENTLY_VIEWED: RecentlyViewedState = state;

export function getRecentlyViewedState(): RecentlyViewedState {
  return state;
}

export function subscribeRecentlyViewed(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setState(next: RecentlyViewedState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The stored list, or this page's copy when storage is disabled (private mode, policy). */
function readStorage(): readonly RecentlyViewedEntry[] {
  try {
    return parseRecentlyViewed(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY));
  } catch {
    return state.items;
  }
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === RECENTLY_VIEWED_STORAGE_KEY) {
    setState({ items: readStorage(), loaded: true });
  }
}

let started = false;
/** Loads the list and follows other tabs' changes; safe to call from every effect. */
export function startRecentlyViewed(): void {
  if (started) return;
  started = true;
  setState({ items: readStorage(), loaded: true });
  window.addEventListener('storage', onStorage);
}

/** Records a view: the product moves to the front and the list is written back. */
export function addRecentlyViewed(entry: RecentlyViewedEntry): void {
  startRecentlyViewed();
  // storage first: another tab may have written since this one last read
  const items = recordView(readStorage(), entry);
  setState({ items, loaded: true });
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, serialiseRecentlyViewed(items));
  } catch {
    // full or disabled storage: the list still lives for this page
  }
}

/** Tests only: forget the in-memory copy so the next start reads storage again. */
export function resetRecentlyViewedForTests(): void {
  window.removeEventListener('storage', onStorage);
  started = false;
  state = INITIAL_RECENTLY_VIEWED;
}

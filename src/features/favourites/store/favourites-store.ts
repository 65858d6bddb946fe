/**
 * The favourites store: one in-memory copy of the list for every component (read with
 * useSyncExternalStore), loaded from local storage on first use (an effect), written back on
 * every change and mirrored to the session's server copy by favourites-sync.
 */
import {
  FAVOURITES_CHANGED_EVENT,
  FAVOURITES_STORAGE_KEY,
  readStoredFavourites,
  writeStoredFavourites,
  type StoredFavourites,
} from './favourites-storage';

export interface FavouritesState extends StoredFavourites {
  /** false until local storage has been read: the first read is not "the count grew" */
  loaded: boolean;
  /** the Idempotency-Key of the last change the worker queued offline, until a newer change */
  queuedOutboxId: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: FavouritesState = { variantIds: [], revision: 0, loaded: false, queuedOutboxId: null };
let onLocalChange: (() => void) | null = null;

export function getFavouritesState(): FavouritesState {
  return state;
}

/** Server render and first paint: nothing read yet. */
export const INITIAL_FAVOURITES: FavouritesState = state;

function setState(next: Partial<FavouritesState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeFavourites(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads storage (first use, another tab, another writer in this tab). */
function reload(): void {
  const stored = readStoredFavourites();
  const same =
    state.loaded &&
    stored.revision === state.revision &&
    stored.variantIds.join() === state.variantIds.join();
  if (!same) setState({ ...stored, loaded: true });
}

let started = false;
/** Loads the list and starts following changes; `whenChanged` runs after each local change. */
export function startFavourites(whenChanged: () => void): void {
  onLocalChange = whenChanged;
  if (started) return;
  started = true;
  reload();
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === FAVOURITES_STORAGE_KEY) reload();
  });
  window.addEventListener(FAVOURITES_CHANGED_EVENT, reload);
}

/** Replaces the list; `fromServer` lists are stored as they are and never sent back. */
export function replaceFavourites(list: StoredFavourites, fromServer = false): void {
  setState({ ...list, loaded: true });
  writeStoredFavourites(list);
  if (!fromServer) onLocalChange?.();
}

/** A revision newer than the current one even if the clock stepped back. */
export function nextRevision(): number {
  return Math.max(Date.now(), state.revision + 1);
}

export function setQueuedOutboxId(outboxId: string | null): void {
  if (state.queuedOutboxId !== outboxId) setState({ queuedOutboxId: outboxId });
}

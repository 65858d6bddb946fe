/**
 * Mirrors favourites to the session's server copy (GET/PUT /api/favorites) so they follow the
 * shopper. Each change is PUT whole, with its revision and a fresh Idempotency-Key, shortly
 * after the last click; offline, the worker queues the PUT (202) and replays it later, and the
 * server keeps whichever revision is newest. On first use the two copies are reconciled: the
 * newer one wins. A session reset (sign-out) starts a session with an empty copy and drops a
 * queued PUT with the outbox: the device's list is then reconciled with the new session. The
 * calls go through the api client the caller (useFavourites) takes from context.
 */
import type { ApiClient } from '../../../platform/http/api-client';
import { isQueued, newOutboxKey, noteQueued } from '../../../platform/outbox';
import { onNewSessionAfterReset, onSessionReset } from '../../../platform/session-reset';
import { API, IDEMPOTENCY_HEADER } from '../../../shared/api/paths';
import type { OutboxQueuedBody } from '../../../shared/sw-messages';
import type { StoredFavourites } from './favourites-storage';
import { getFavouritesState, replaceFavourites, setQueuedOutboxId } from './favourites-store';

const UPLOAD_DELAY_MS = 400;
let uploadTimer: ReturnType<typeof setTimeout> | undefined;

function adoptIfNewer(server: StoredFavourites): void {
  if (server.revision > getFavouritesState().revision) replaceFavourites(server, true);
}

async function upload(api: ApiClient): Promise<void> {
  const { variantIds, revision } = getFavouritesState();
  const outboxId = newOutboxKey();
  try {
    const result = await api.fetch<StoredFavourites | OutboxQueuedBody>(API.favourites, {
      method: 'PUT',
      body: { variantIds, revision },
      headers: { [IDEMPOTENCY_HEADER]: outboxId },
    });
    if (isQueued(result)) {
      noteQueued();
      setQueuedOutboxId(result.outboxId);
    } else {
      setQueuedOutboxId(null);
      adoptIfNewer(result);
    }
  } catch {
    // No worker to queue it (first visit, dev): the next change or visit sends the list.
  }
}

export function scheduleUpload(api: ApiClient): void {
  clearTimeout(uploadTimer);
  uploadTimer = setTimeout(() => void upload(api), UPLOAD_DELAY_MS);
}

let reconciled = false;
let watchingResets = false;

function watchSessionResets(api: ApiClient): void {
  if (watchingResets) return;
  watchingResets = true;
  onSessionReset(() => {
    reconciled = false;
    setQueuedOutboxId(null); // the outbox, and the PUT waiting in it, are gone
  });
  onNewSessionAfterReset(() => void reconcileWithServer(api));
}

export async function reconcileWithServer(api: ApiClient): Promise<void> {
  watchSessionResets(api);
  if (reconciled) return;
  reconciled = true;
  try {
    const server = await api.fetch<StoredFavourites>(API.favourites);
    if (server.revision > getFavouritesState().revision) adoptIfNewer(server);
    else if (server.revision < getFavouritesState().revision) scheduleUpload(api);
  } catch {
    reconciled = false; // offline: try again on the next use
  }
}

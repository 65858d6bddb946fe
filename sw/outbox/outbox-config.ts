/**
 * The outbox's names and limits (DESIGN §4: favourites sync, back-in-stock subscriptions and
 * analytics/insights events made offline are queued and replayed exactly once).
 */
import { API } from '../../src/shared/api/paths';

/** IndexedDB queue name (database `workbox-background-sync`, store `requests`). */
export const OUTBOX_QUEUE_NAME = 'vitrine-outbox';

/**
 * A write older than this is dropped unsent. It stays below the server's idempotency-key
 * retention (7 days, src/server/outbox/idempotency-store.ts), so a replay always meets its key.
 */
export const OUTBOX_RETENTION_MINUTES = 48 * 60;

/** The writes that go through the outbox: method and exact path. */
export const OUTBOX_ROUTES: readonly { method: 'PUT' | 'POST'; path: string }[] = [
  { method: 'PUT', path: API.favourites },
  { method: 'POST', path: API.backInStock },
  // Algolia Insights events (search analytics), served by this origin's local engine
  { method: 'POST', path: API.insightsEvents },
];

/** Responses that mean "try again later" rather than "done" (the write stays queued). */
export function isRetryable(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

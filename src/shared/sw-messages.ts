/** Messages between the app and its service worker (postMessage `{ type, ... }`). */
export const SW_MESSAGES = {
  /** app → worker: activate the waiting worker now (the shopper accepted the update) */
  skipWaiting: 'SKIP_WAITING',
  /** app → worker: cache these content files of the active site (labels, navigation, home) */
  warmContent: 'WARM_CONTENT',
} as const;

export interface WarmContentMessage {
  type: typeof SW_MESSAGES.warmContent;
  urls: string[];
}

/**
 * The outbox (sw/outbox): replayable writes made offline. The worker answers a queued write
 * with 202 `{ queued: true, outboxId }` (outboxId = its Idempotency-Key), then reports.
 */
export const OUTBOX_MESSAGES = {
  /** app → worker: try to send the queue now (back online, app start, retry timer) */
  replay: 'OUTBOX_REPLAY',
  /** app → worker: drop every queued write (sign-out, session reset: the queue is one shopper's) */
  purge: 'OUTBOX_PURGE',
  /** worker → app: a queued write reached the server (`ok` false: the server refused it) */
  sent: 'OUTBOX_SENT',
  /** worker → app: how many writes still wait */
  pending: 'OUTBOX_PENDING',
} as const;

export interface OutboxSentMessage {
  type: typeof OUTBOX_MESSAGES.sent;
  outboxId: string;
  status: number;
  ok: boolean;
}

export interface OutboxPendingMessage {
  type: typeof OUTBOX_MESSAGES.pending;
  count: number;
}

/** The body of the worker's 202 answer to a write it queued. */
export interface OutboxQueuedBody {
  queued: true;
  outboxId: string;
}

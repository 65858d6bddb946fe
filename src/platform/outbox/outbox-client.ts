/**
 * The app's side of the worker's outbox (sw/outbox). Writes that may be queued offline carry
 * an Idempotency-Key from `newOutboxKey()`; a queued write comes back as 202
 * `{ queued, outboxId }` (see `isQueued`). The worker reports each sent write (OUTBOX_SENT) and
 * the queue length (OUTBOX_PENDING); while writes wait, this module asks it to replay on
 * `online`, on return to the tab, and on a backed-off timer, because Background Sync may be
 * missing and a stopped shop does not flip `navigator.onLine`.
 */
import {
  OUTBOX_MESSAGES,
  type OutboxPendingMessage,
  type OutboxQueuedBody,
  type OutboxSentMessage,
} from '../../shared/sw-messages';

export type OutboxEvent = OutboxSentMessage | OutboxPendingMessage;
type Listener = (event: OutboxEvent) => void;

const listeners = new Set<Listener>();
const RETRY_MIN_MS = 2000;
const RETRY_MAX_MS = 30_000;
let started = false;
let pending = 0;
let retryDelay = RETRY_MIN_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

export function newOutboxKey(): string {
  return crypto.randomUUID();
}

export function isQueued(value: unknown): value is OutboxQueuedBody {
  return typeof value === 'object' && value !== null && (value as OutboxQueuedBody).queued === true;
}

function post(type: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const controller = navigator.serviceWorker.controller;
  if (controller) controller.postMessage({ type });
  else void navigator.serviceWorker.ready.then((r) => r.active?.postMessage({ type }));
}

/** Asks the worker to send what waits now. */
export function requestReplay(): void {
  post(OUTBOX_MESSAGES.replay);
}

/** Drops every queued write (sign-out, session reset): the queue is one shopper's. */
export function purgeOutbox(): void {
  pending = 0;
  clearTimeout(retryTimer);
  post(OUTBOX_MESSAGES.purge);
}

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  if (pending === 0) return;
  retryTimer = setTimeout(() => {
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
    requestReplay();
    scheduleRetry();
  }, retryDelay);
}

/** A write just came back queued: start asking for replays until the queue is empty. */
export function noteQueued(): void {
  pending = Math.max(pending, 1);
  retryDelay = RETRY_MIN_MS;
  scheduleRetry();
}

function onMessage(event: MessageEvent): void {
  const data = event.data as Partial<OutboxEvent> | null;
  if (data?.type === OUTBOX_MESSAGES.pending) {
    pending = (data as OutboxPendingMessage).count;
    if (pending === 0) clearTimeout(retryTimer);
  } else if (data?.type !== OUTBOX_MESSAGES.sent) return;
  for (const listener of listeners) listener(data as OutboxEvent);
}

/** Starts listening to the worker (idempotent) and asks it to send what waits from before. */
export function startOutbox(): void {
  if (started || typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  navigator.serviceWorker.addEventListener('message', onMessage);
  window.addEventListener('online', () => {
    retryDelay = RETRY_MIN_MS;
    requestReplay();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && pending > 0) requestReplay();
  });
  requestReplay();
}

export function subscribeOutbox(listener: Listener): () => void {
  startOutbox();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

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

/** Told to this tab's subscribers when purgeOutbox() dropped every queued write. */
export interface OutboxPurgedEvent {
  type: 'OUTBOX_PURGED';
}

export type OutboxEvent = OutboxSentMessage | OutboxPendingMessage | OutboxPurgedEvent;
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

/** How long purgeOutbox() waits for the worker to report the queue empty. */
const PURGE_CONFIRM_MS = 3000;

function emit(event: OutboxEvent): void {
  for (const listener of listeners) listener(event);
}

/** Resolves when the worker reports an empty queue (it does after a purge), or on timeout. */
function queueEmptied(): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) {
    return Promise.resolve(); // no worker controls the page: nothing can be queued
  }
  const container = navigator.serviceWorker;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('message', onEmpty);
      resolve();
    };
    const onEmpty = (event: MessageEvent) => {
      const data = event.data as Partial<OutboxPendingMessage> | null;
      if (data?.type === OUTBOX_MESSAGES.pending && data.count === 0) done();
    };
    const timer = setTimeout(done, PURGE_CONFIRM_MS);
    container.addEventListener('message', onEmpty);
  });
}

/**
 * Drops every queued write (sign-out, session reset): the queue is one shopper's. Resolves once
 * the worker confirms the queue is empty (or after PURGE_CONFIRM_MS); writes this tab showed as
 * pending stop being pending.
 */
export async function purgeOutbox(): Promise<void> {
  pending = 0;
  clearTimeout(retryTimer);
  const emptied = queueEmptied();
  post(OUTBOX_MESSAGES.purge);
  emit({ type: 'OUTBOX_PURGED' });
  await emptied;
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
  emit(data as OutboxEvent);
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

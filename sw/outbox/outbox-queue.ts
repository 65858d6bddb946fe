/**
 * The outbox queue: writes kept in IndexedDB by workbox-background-sync, replayed in order.
 * Replays are serialised in this worker (one drain at a time), and the server applies each
 * Idempotency-Key once, so a replay overlapping another (a sync event and a message, or two
 * tabs) cannot duplicate a write. Where Background Sync is missing (or the browser thinks it
 * is online while the shop is unreachable) the app asks for a replay with OUTBOX_REPLAY, and
 * the worker also tries whenever it starts.
 */
import { Queue } from 'workbox-background-sync';
import {
  OUTBOX_MESSAGES,
  type OutboxPendingMessage,
  type OutboxSentMessage,
} from '../../src/shared/sw-messages';
import { isRetryable, OUTBOX_QUEUE_NAME, OUTBOX_RETENTION_MINUTES } from './outbox-config';

declare const self: ServiceWorkerGlobalScope;

export const outboxQueue = new Queue(OUTBOX_QUEUE_NAME, {
  maxRetentionTime: OUTBOX_RETENTION_MINUTES,
  onSync: async () => {
    // Throwing tells the sync manager to try again later.
    if (!(await replayOutbox())) throw new Error('outbox: the shop is still unreachable');
  },
});

async function broadcast(message: OutboxSentMessage | OutboxPendingMessage): Promise<void> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of clients) client.postMessage(message);
}

export async function broadcastPending(): Promise<void> {
  await broadcast({ type: OUTBOX_MESSAGES.pending, count: await outboxQueue.size() });
}

let draining: Promise<boolean> | null = null;

/** Sends queued writes oldest first; true when the queue is empty afterwards. */
export function replayOutbox(): Promise<boolean> {
  draining ??= drain().finally(() => {
    draining = null;
  });
  return draining;
}

async function drain(): Promise<boolean> {
  let emptied = true;
  for (
    let entry = await outboxQueue.shiftRequest();
    entry;
    entry = await outboxQueue.shiftRequest()
  ) {
    const outboxId = (entry.metadata as { outboxId?: string } | undefined)?.outboxId ?? '';
    let response: Response;
    try {
      response = await fetch(entry.request.clone());
    } catch {
      await outboxQueue.unshiftRequest(entry); // still offline: keep it first in line
      emptied = false;
      break;
    }
    if (isRetryable(response.status)) {
      await outboxQueue.unshiftRequest(entry);
      emptied = false;
      break;
    }
    // 2xx, or a 4xx that no retry will fix: done either way, and the app is told which.
    await broadcast({
      type: OUTBOX_MESSAGES.sent,
      outboxId,
      status: response.status,
      ok: response.ok,
    });
  }
  await broadcastPending();
  return emptied;
}

/** Drops every queued write: the queue belongs to the shopper who made them. */
export async function purgeOutbox(): Promise<void> {
  if (draining) await draining.catch(() => undefined);
  while (await outboxQueue.shiftRequest()) {
    // shiftRequest deletes as it reads
  }
  await broadcastPending();
}

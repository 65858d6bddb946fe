/**
 * The outbox writes (sw/outbox/outbox-config.ts OUTBOX_ROUTES: favourites sync, back-in-stock,
 * insights events). Strategy: network, falling back to the IndexedDB queue (workbox-background-
 * sync, queue OUTBOX_QUEUE_NAME, retention OUTBOX_RETENTION_MINUTES); never cached. Every write
 * gets an Idempotency-Key (the app's, or one made here) before it is sent or queued, so the
 * server applies it once however often it is replayed. While older writes wait, a new one
 * queues behind them, keeping the order. A queued write is answered 202 `{ queued, outboxId }`.
 */
import { registerRoute } from 'workbox-routing';
import type { RouteHandlerCallback } from 'workbox-core';
import { IDEMPOTENCY_HEADER } from '../../src/shared/api/paths';
import type { OutboxQueuedBody } from '../../src/shared/sw-messages';
import { OUTBOX_ROUTES } from '../outbox/outbox-config';
import { listenForOutboxMessages } from '../outbox/outbox-messages';
import { broadcastPending, outboxQueue, replayOutbox } from '../outbox/outbox-queue';

declare const self: ServiceWorkerGlobalScope;

/** A copy of the request that surely carries an Idempotency-Key (bodies are small JSON). */
async function keyed(request: Request): Promise<{ request: Request; outboxId: string }> {
  const headers = new Headers(request.headers);
  const outboxId = headers.get(IDEMPOTENCY_HEADER) ?? self.crypto.randomUUID();
  headers.set(IDEMPOTENCY_HEADER, outboxId);
  const body = await request.arrayBuffer();
  const copy = new Request(request.url, {
    method: request.method,
    headers,
    body: body.byteLength > 0 ? body : null,
    credentials: 'same-origin',
  });
  return { request: copy, outboxId };
}

async function enqueue(request: Request, outboxId: string): Promise<Response> {
  await outboxQueue.pushRequest({ request, metadata: { outboxId } });
  await broadcastPending();
  const body: OutboxQueuedBody = { queued: true, outboxId };
  return new Response(JSON.stringify(body), {
    status: 202,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}

const sendOrQueue: RouteHandlerCallback = async ({ request }) => {
  const { request: write, outboxId } = await keyed(request);
  if ((await outboxQueue.size()) > 0) {
    const answer = await enqueue(write, outboxId);
    void replayOutbox();
    return answer;
  }
  try {
    return await fetch(write.clone());
  } catch {
    return enqueue(write, outboxId); // the network is gone: keep it for later
  }
};

export function registerOutboxRoute(): void {
  for (const { method, path } of OUTBOX_ROUTES) {
    registerRoute(
      ({ url, sameOrigin }) => sameOrigin && url.pathname === path,
      sendOrQueue,
      method,
    );
  }
  listenForOutboxMessages();
  // Where Background Sync is missing, a worker start is a chance to send what waits.
  void replayOutbox();
}

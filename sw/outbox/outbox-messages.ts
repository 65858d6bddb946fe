/** App → worker outbox messages: OUTBOX_REPLAY (send now) and OUTBOX_PURGE (sign-out). */
import { OUTBOX_MESSAGES } from '../../src/shared/sw-messages';
import { purgeOutbox, replayOutbox } from './outbox-queue';

declare const self: ServiceWorkerGlobalScope;

export function listenForOutboxMessages(): void {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const type = (event.data as { type?: string } | null)?.type;
    if (type === OUTBOX_MESSAGES.replay) event.waitUntil(replayOutbox());
    if (type === OUTBOX_MESSAGES.purge) event.waitUntil(purgeOutbox());
  });
}

/**
 * Messages from the app: SKIP_WAITING when the shopper accepts an update (the worker never
 * skips waiting by itself, so a page is never switched to new chunks under its feet), and
 * WARM_CONTENT with the active site's content URLs.
 */
import { SW_MESSAGES, type WarmContentMessage } from '../src/shared/sw-messages';
import { warmContent } from './routes/content';

declare const self: ServiceWorkerGlobalScope;

export function listenForMessages(): void {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data = event.data as { type?: string } | null;
    if (data?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
    if (data?.type === SW_MESSAGES.warmContent) {
      event.waitUntil(warmContent((data as WarmContentMessage).urls));
    }
  });
}

/**
 * Stale-while-revalidate that answers first: a cached answer is returned at once and its
 * refresh is queued behind the other answers (revalidation-queue.ts); without one, the
 * network answers and fills the cache. Workbox's StaleWhileRevalidate starts the network
 * request before it even looks in the cache, which on a page start put every cached answer
 * behind the request starts of the ones before it.
 */
import { Strategy, type StrategyHandler } from 'workbox-strategies';
import { revalidateLater } from './revalidation-queue';

export class CacheThenRevalidate extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const cached = await handler.cacheMatch(request);
    if (!cached) return handler.fetchAndCachePut(request);
    void handler.waitUntil(revalidateLater(() => handler.fetchAndCachePut(request)));
    return cached;
  }
}

/**
 * Per-client rate limits (DESIGN §5) through @fastify/rate-limit with a store that counts in
 * memory and writes the counts to the database in batches (rate-limit-store.ts), so the count
 * holds across server instances without a round trip per request. Each kind of request (rate-limit-kinds.ts) has its
 * own limit per minute from the configuration; a client over it gets 429 TOO_MANY_REQUESTS in
 * the `{status, code, message}` shape with Retry-After (seconds until its window ends; also
 * `details.retryAfter`).
 *
 * The check is an app-wide onRequest hook rather than per-route options, for two reasons: it
 * runs before any route's own hooks (a flood of unknown session ids is refused before each
 * is looked up), and it answers the 429 itself, so every scope — the Algolia routes have their
 * own error shape — sends the same body.
 */
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../shared/api/api-error';
import { sendApiError } from '../http/api-error';
import { isRenderRequest } from '../http/render-request';
import { rateLimitKind, type RateLimitKind } from './rate-limit-kinds';
import type { BatchedCounts } from './batched-counts';
import { batchedStore, databaseCounts } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** this instance's rate-limit counts; `flush()` writes the pending hits now */
    rateLimitCounts: BatchedCounts;
  }
}

/** Limits count requests per fixed window of this length. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

async function rateLimitPlugin(app: FastifyInstance): Promise<void> {
  // global: false — only the requests the hook below hands over are counted.
  const reportError = (error: unknown) =>
    app.log.error({ err: error }, 'rate-limit counts could not be written');
  const counts = databaseCounts(app.db, reportError);
  app.decorate('rateLimitCounts', counts);
  // The pending hits are written before the database closes (onClose hooks run in reverse).
  app.addHook('onClose', () => counts.close().catch(reportError));
  await app.register(fastifyRateLimit, { global: false, store: batchedStore(counts) });

  const limiters = new Map<RateLimitKind, Limiter>();
  for (const [kind, max] of Object.entries(app.config.rateLimits) as [RateLimitKind, number][]) {
    if (max <= 0) continue;
    limiters.set(
      kind,
      app.createRateLimit({
        max,
        timeWindow: RATE_LIMIT_WINDOW_MS,
        // One counter per kind and client; IPv6 clients by their /64, as one host holds it all.
        keyGenerator: (request) => `${kind}|${normalizeIP(request.ip)}`,
      }),
    );
  }
  if (limiters.size === 0) return;

  // Routes are few and fixed: each is classified once. A request without a route (not found)
  // is not counted.
  const kinds = new Map<string, RateLimitKind | null>();
  const kindOf = (request: FastifyRequest): RateLimitKind | null => {
    const { url } = request.routeOptions;
    if (url === undefined) return null;
    const route = `${request.method} ${url}`;
    let kind = kinds.get(route);
    if (kind === undefined) {
      kind = rateLimitKind(request.method, url) ?? null;
      kinds.set(route, kind);
    }
    return kind;
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // the page render's requests to this server are the shopper's page view, already counted
    if (isRenderRequest(request)) return;
    const kind = kindOf(request);
    const limiter = kind && limiters.get(kind);
    if (!limiter) return;
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    const retryAfter = Math.max(1, result.ttlInSeconds);
    request.log.info({ kind, limit: result.max }, 'rate limit exceeded');
    void reply.header('retry-after', retryAfter).header('cache-control', 'no-store');
    return sendApiError(
      reply,
      new ApiError(
        429,
        'TOO_MANY_REQUESTS',
        `Too many requests: at most ${result.max} a minute; retry in ${retryAfter} s`,
        // Retry-After again, for a client that reads only the body (a browser's fetch can
        // read the header too, but the app's errors carry the body alone)
        { retryAfter },
      ),
    );
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['config', 'db'] });

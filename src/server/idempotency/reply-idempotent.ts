/** Sends the result of runIdempotent: the stored status and body, marking replays. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../../shared/api/paths';
import type { Database } from '../db/client';
import { readIdempotencyKey, runIdempotent, type StoredResponse } from './idempotency-store';

/**
 * Runs `effect` once for the request's Idempotency-Key (scope: method + route) and replies
 * with its response, never cached. `owner` (a session id) joins the scope, so a key can never
 * answer another shopper's stored response.
 */
export async function replyIdempotent(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  effect: (tx: Database) => Promise<StoredResponse>,
  owner = '',
): Promise<FastifyReply> {
  const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
  const scope = `${request.method} ${request.routeOptions.url ?? request.url} ${owner}`.trim();
  const result = await runIdempotent(db, key, scope, effect);
  if (result.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return reply.code(result.status).header('cache-control', 'no-store').send(result.body);
}

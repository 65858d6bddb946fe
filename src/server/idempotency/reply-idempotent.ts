/** Sends the result of runIdempotent: the stored status and body, marking replays. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../../shared/api/paths';
import type { Database } from '../db/client';
import { readIdempotencyKey, runIdempotent, type StoredResponse } from './idempotency-store';
import { requestFingerprint } from './request-fingerprint';

/**
 * Runs `effect` once for the request's Idempotency-Key and replies with its response, never
 * cached. The key is scoped to `owner` (the session id; '' for an operation without a session)
 * and the operation (method + route), and bound to the request's fingerprint.
 */
export async function replyIdempotent(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  effect: (tx: Database) => Promise<StoredResponse>,
  owner = '',
): Promise<FastifyReply> {
  const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
  const claim =
    key === undefined
      ? undefined
      : {
          key,
          owner,
          scope: `${request.method} ${request.routeOptions.url ?? request.url}`,
          fingerprint: requestFingerprint(request),
        };
  const result = await runIdempotent(db, claim, effect);
  if (result.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return reply.code(result.status).header('cache-control', 'no-store').send(result.body);
}

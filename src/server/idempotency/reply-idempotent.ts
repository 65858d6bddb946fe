/**
 * Replies with the result of an effect run once per Idempotency-Key: the stored status and
 * body, marking replays, never cached. A key is scoped to `owner` (the session id; '' for an
 * operation without a session) and the operation (method + route), and bound to the request's
 * fingerprint.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../../shared/api/paths';
import type { Database } from '../db/client';
import { badRequest } from '../http/api-error';
import { runClaimed } from './claimed-key';
import {
  readIdempotencyKey,
  runIdempotent,
  type IdempotentResult,
  type KeyClaim,
  type StoredResponse,
} from './idempotency-store';
import { requestFingerprint } from './request-fingerprint';

function claimOf(request: FastifyRequest, key: string, owner: string): KeyClaim {
  return {
    key,
    owner,
    scope: `${request.method} ${request.routeOptions.url ?? request.url}`,
    fingerprint: requestFingerprint(request),
  };
}

function send(reply: FastifyReply, result: IdempotentResult): FastifyReply {
  if (result.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return reply.code(result.status).header('cache-control', 'no-store').send(result.body);
}

/**
 * Runs `effect` in one transaction, once for the request's Idempotency-Key (a request without a
 * key runs it every time).
 */
export async function replyIdempotent(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  effect: (tx: Database) => Promise<StoredResponse>,
  owner = '',
): Promise<FastifyReply> {
  const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
  const claim = key === undefined ? undefined : claimOf(request, key, owner);
  return send(reply, await runIdempotent(db, claim, effect));
}

/**
 * Runs `effect`, which cannot be one transaction (it calls a provider between its writes), once
 * for the request's Idempotency-Key, which it requires (claimed-key.ts).
 */
export async function replyClaimed(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  effect: () => Promise<StoredResponse>,
  owner: string,
): Promise<FastifyReply> {
  const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
  if (key === undefined) throw badRequest('An order needs an Idempotency-Key header');
  return send(reply, await runClaimed(db, claimOf(request, key, owner), effect));
}

/**
 * The fingerprint an Idempotency-Key is stored with: a SHA-256 digest of the request's query
 * and parsed body. A replay from the outbox sends the very same request, so it matches; a
 * different request under the same key does not, whatever its size.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export function requestFingerprint(request: FastifyRequest): string {
  const content = JSON.stringify({ query: request.query ?? null, body: request.body ?? null });
  return createHash('sha256').update(content).digest('base64url');
}

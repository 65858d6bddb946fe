/**
 * `requireSession`: an onRequest hook for routes that belong to a shopping session. It loads
 * the session named by the SESSION_HEADER into `request.shoppingSession`, or answers 401
 * UNAUTHORIZED, which tells the client to create a new session and retry (spec §4). A session
 * unused for the idle time (SESSION_IDLE_DAYS) is expired: 401 too; any other use extends it.
 * Register it in the encapsulated plugin of those routes:
 * `app.addHook('onRequest', requireSession)`.
 */
import type { FastifyRequest } from 'fastify';
import { SESSION_HEADER } from '../../shared/api/contract';
import { unauthorized } from '../http/api-error';
import { isUuid } from '../db/uuid';
import { findSession, type SessionRow } from './session-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by requireSession; null on routes that do not require one */
    shoppingSession: SessionRow | null;
  }
}

const UNKNOWN_SESSION = 'Unknown or expired shopping session';

export async function requireSession(request: FastifyRequest): Promise<void> {
  const id = namedSessionId(request);
  const session = await findSession(request.server.db, id, request.server.config.sessionIdleMs);
  if (!session) {
    throw unauthorized(UNKNOWN_SESSION);
  }
  request.shoppingSession = session;
}

/**
 * The id of the session the request names, or 401 when it names none or something that cannot
 * be one; whether that session exists and is unexpired is for the caller to check (a write
 * that checks it in its own statement, as the cart add does).
 */
export function namedSessionId(request: FastifyRequest): string {
  const header = request.headers[SESSION_HEADER];
  const id = Array.isArray(header) ? header[0] : header;
  if (!id) {
    throw unauthorized(`Missing ${SESSION_HEADER} header`);
  }
  if (!isUuid(id)) throw unauthorized(UNKNOWN_SESSION);
  return id;
}

/** The session of a request that passed requireSession. */
export function sessionOf(request: FastifyRequest): SessionRow {
  if (!request.shoppingSession) {
    throw new Error('sessionOf() called on a route without the requireSession hook');
  }
  return request.shoppingSession;
}

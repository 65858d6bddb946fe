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
import { checkSessionOwner } from './session-owner';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by requireSession; null on routes that do not require one */
    shoppingSession: SessionRow | null;
  }
}

/** The 401 of a session that is unknown or expired: the client opens a new one and retries. */
export const unknownSession = () => unauthorized('Unknown or expired shopping session');

export async function requireSession(request: FastifyRequest): Promise<void> {
  const id = namedSessionId(request);
  const session = await findSession(request.server.db, id, request.server.config.sessionIdleMs);
  if (!session) throw unknownSession();
  await checkSessionOwner(request, session.accountId);
  request.shoppingSession = session;
}

/**
 * The id of the session the request names, or 401 when it names none or something that cannot
 * be one; whether that session exists and is unexpired is for the caller to check (a statement
 * that checks it itself: session-bound.ts).
 */
export function namedSessionId(request: FastifyRequest): string {
  const header = request.headers[SESSION_HEADER];
  const id = Array.isArray(header) ? header[0] : header;
  if (!id) {
    throw unauthorized(`Missing ${SESSION_HEADER} header`);
  }
  if (!isUuid(id)) throw unknownSession();
  return id;
}

/** The session of a request that passed requireSession. */
export function sessionOf(request: FastifyRequest): SessionRow {
  if (!request.shoppingSession) {
    throw new Error('sessionOf() called on a route without the requireSession hook');
  }
  return request.shoppingSession;
}

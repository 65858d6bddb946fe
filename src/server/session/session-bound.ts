/**
 * Session-bound routes (the cart): every statement of theirs checks the shopping session
 * itself — known, and used within the idle time — and marks it used, in the same statement as
 * its work (migration 0010's `session_use`; the repository passes `sessionParams`). So a call
 * is one round trip, with no lookup before it. `bindToSession(app)`, in the routes' plugin:
 *
 * - onRequest reads the session id from the SESSION_HEADER: 401 when there is none or it
 *   cannot be one, or when the session is an account's and the call lacks its owner's token
 *   (session-owner.ts). `boundSession(request)` hands it to the statements.
 * - A call that leaves out `siteTag` or `lang` is for its session's site or language
 *   (sites/resolve-site-language.ts): only such a call reads the session first (requireSession).
 * - Errors keep the order of a session checked first (docs/api.md "Sessions"): a call refused
 *   before its statement ran — its body, its product, its site — is answered 401 instead when
 *   its session is unknown or expired, checked then. Only the checks every request meets
 *   before its route (http-boundary, rate limits) come before the session.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientErrorStatus } from '../http/api-error';
import { namedSessionId, requireSession, unknownSession } from './require-session';
import { findSession, type SessionUse } from './session-repository';
import { checkSessionOwner, sessionBinding } from './session-owner';

/** The session id each bound request names, once onRequest has read it. */
const named = new WeakMap<FastifyRequest, string>();

function namesSiteAndLanguage(query: unknown): boolean {
  const { siteTag, lang } = (query ?? {}) as Record<string, unknown>;
  return typeof siteTag === 'string' && typeof lang === 'string';
}

/** Binds the routes of this plugin to the session their calls name (see above). */
export function bindToSession(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const id = namedSessionId(request);
    await checkSessionOwner(request, await sessionBinding(request.server.db, id));
    named.set(request, id);
  });
  app.addHook('preHandler', async (request) => {
    if (!namesSiteAndLanguage(request.query)) await requireSession(request);
  });
  // Throwing hands the error on to the app's error handler, which answers it.
  app.setErrorHandler(async (error, request) => {
    const id = named.get(request);
    const status = clientErrorStatus(error);
    const unchecked = id !== undefined && !request.shoppingSession;
    if (unchecked && status !== undefined && status !== 401) {
      const { sessionIdleMs } = request.server.config;
      if (!(await findSession(request.server.db, id, sessionIdleMs))) throw unknownSession();
    }
    throw error;
  });
}

/** The session a bound request names, for its statement to check. */
export function boundSession(request: FastifyRequest): SessionUse {
  const id = named.get(request);
  if (id === undefined) throw new Error('boundSession() called on a route without bindToSession');
  return { id, idleMs: request.server.config.sessionIdleMs };
}

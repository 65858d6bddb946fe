/**
 * POST /api/basic-session: opens an anonymous shopping session (spec §7). POST /api/session:
 * the account's session, for the bearer token's account, the shopper's anonymous session
 * (SESSION_HEADER) merged into it (account-session.ts). GET /api/session/logout ends an
 * anonymous session; an account's (only with its owner's token, session-owner.ts) it leaves to
 * the account, bag and all, for its other devices and the next sign-in.
 */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { API, SESSION_HEADER } from '../../shared/api/paths';
import { sessionSchemas } from '../../shared/api/session';
import type { AccountPrincipal } from '../identity/require-account';
import { requireAccount } from '../identity/require-account';
import { requireSiteLanguage } from '../plugins/site-language';
import { endSession, openAccountSession } from './account-session';
import { requireSession, sessionOf } from './require-session';
import { createSession } from './session-repository';

/** The account of an account-session request, its token checked before anything else. */
const principals = new WeakMap<FastifyRequest, AccountPrincipal>();

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Bodies are validated as sent, without Ajv's type coercion (`true` is not a quantity).
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('preHandler', requireSiteLanguage);
  app.post(API.basicSession, { schema: sessionSchemas.create }, async (request, reply) => {
    // The body names the site and language (sitePublicId, language): sites/resolve-site-language.ts.
    const session = await createSession(app.db, {
      language: request.language,
      site: request.site.siteTag,
    });
    reply.header(SESSION_HEADER, session.id).header('cache-control', 'no-store');
    return reply.code(201).send({ sessionId: session.id });
  });

  app.post(
    API.accountSession,
    {
      schema: sessionSchemas.create,
      // 401 first: a call without the account's valid token learns nothing of its body
      onRequest: async (request) => void principals.set(request, await requireAccount(request)),
    },
    async (request, reply) => {
      const header = request.headers[SESSION_HEADER];
      const id = await openAccountSession(app.db, {
        accountId: principals.get(request)!.accountId,
        anonymousId: Array.isArray(header) ? header[0] : header,
        language: request.language,
        site: request.site.siteTag,
        idleMs: app.config.sessionIdleMs,
      });
      reply.header(SESSION_HEADER, id).header('cache-control', 'no-store');
      return reply.code(201).send({ sessionId: id });
    },
  );

  app.get(
    API.logout,
    { schema: sessionSchemas.logout, onRequest: requireSession },
    async (request, reply) => {
      // An account's session is the account's bag on every device it signed in on: signing
      // out of one device must not empty it for the others, nor for the next sign-in. That
      // device forgets the id and opens a basic session; the session stays the account's. An
      // anonymous session has no one to come back to it, so it ends here.
      const session = sessionOf(request);
      if (!session.accountId) await endSession(app.db, session.id);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );
};

export default sessionRoutes;

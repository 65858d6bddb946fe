/** POST /api/basic-session: opens an anonymous shopping session (spec §7). */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import { API, SESSION_HEADER } from '../../shared/api/paths';
import { sessionSchemas } from '../../shared/api/session';
import { requireSiteLanguage } from '../plugins/site-language';
import { createSession } from './session-repository';

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
};

export default sessionRoutes;

/** POST /api/basic-session: opens an anonymous shopping session (spec §7). */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { API, SESSION_HEADER, SessionBodySchema } from '../../shared/api/contract';
import { ApiErrorBodySchema } from '../../shared/api/error-body';
import { badRequest } from '../http/api-error';
import { resolveLanguage } from '../sites/site-registry';
import { createSession } from './session-repository';

const SessionResponseSchema = Type.Object({ sessionId: Type.String() });

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Bodies are validated as sent, without Ajv's type coercion (`true` is not a quantity).
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.post(
    API.basicSession,
    {
      schema: {
        body: SessionBodySchema,
        response: { 201: SessionResponseSchema, 400: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { language, sitePublicId } = request.body;
      const site = app.sites.byPublicId(sitePublicId);
      if (!site) throw badRequest(`Unknown sitePublicId "${sitePublicId}"`);
      const session = await createSession(app.db, {
        language: resolveLanguage(site, language),
        site: site.siteTag,
      });
      reply.header(SESSION_HEADER, session.id).header('cache-control', 'no-store');
      return reply.code(201).send({ sessionId: session.id });
    },
  );
};

export default sessionRoutes;

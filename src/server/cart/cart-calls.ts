import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { noStore } from '../http/no-store';
import { requireSiteLanguage } from '../plugins/site-language';
import { bindToSession } from '../session/session-bound';

/**
 * What every call on the session's cart shares (the cart's, the checkout's, the order's):
 * bodies validated as sent, without Ajv's type coercion (`true` is not a quantity); each
 * call's statements check its shopping session (session/session-bound.ts); without siteTag and
 * lang in the query, a call is for its session's site and language; answers never cached.
 */
export function cartCalls(app: FastifyInstance): void {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  bindToSession(app);
  app.addHook('preHandler', requireSiteLanguage);
  noStore(app);
}

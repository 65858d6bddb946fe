/**
 * POST /marketing/back-in-stock (spec §7 Other; under /marketing per DESIGN §1): subscribes an
 * email to a sold-out size. Answers 201 when stored, 200 when that email already waits for the
 * sku (subscribing twice is not an error), 404 for a sku that is not a size of the variant.
 * Replay-safe with an Idempotency-Key; no shopping session needed. Never cached.
 */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { API } from '../../shared/api/paths';
import { ApiErrorBodySchema } from '../../shared/api/error-body';
import { notFound } from '../http/api-error';
import { replyIdempotent } from '../idempotency/reply-idempotent';
import { requireSite } from '../sites/require-site';
import { resolveLanguage } from '../sites/site-registry';
import { skuBelongsToVariant, subscribe } from './back-in-stock-repository';

/** Deliberately loose (one @, a dot in the domain): the mail service is the real check. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

const BodySchema = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254, pattern: EMAIL_PATTERN }),
  variantId: Type.String({ minLength: 1, maxLength: 96 }),
  sku: Type.String({ minLength: 1, maxLength: 96 }),
});
const QuerySchema = Type.Object({
  lang: Type.String({ minLength: 2, maxLength: 8 }),
  siteTag: Type.String({ minLength: 1, maxLength: 64 }),
});
const ResultSchema = Type.Object({
  subscribed: Type.Literal(true),
  email: Type.String(),
  sku: Type.String(),
});
const responses = { 200: ResultSchema, 201: ResultSchema, '4xx': ApiErrorBodySchema };

const backInStockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.post(
    API.backInStock,
    { schema: { querystring: QuerySchema, body: BodySchema, response: responses } },
    async (request, reply) => {
      const site = requireSite(app.sites, request.query.siteTag);
      const language = resolveLanguage(site, request.query.lang);
      // Addresses differ only in case for the same inbox: one record per inbox.
      const email = request.body.email.trim().toLowerCase();
      const { sku, variantId } = request.body;
      return replyIdempotent(app.db, request, reply, async (tx) => {
        if (!(await skuBelongsToVariant(tx, sku, variantId))) {
          throw notFound(`Unknown size ${sku} of variant ${variantId}`);
        }
        const { created } = await subscribe(tx, {
          email,
          sku,
          variantId,
          site: site.siteTag,
          language,
        });
        return { status: created ? 201 : 200, body: { subscribed: true, email, sku } };
      });
    },
  );
};

export default backInStockRoutes;

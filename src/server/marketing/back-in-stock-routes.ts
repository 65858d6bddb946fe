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
import { backInStockSchemas } from '../../shared/api/back-in-stock';
import { API } from '../../shared/api/paths';
import { notFound } from '../http/api-error';
import { replyIdempotent } from '../idempotency/reply-idempotent';
import { requireSiteLanguage } from '../plugins/site-language';
import { skuBelongsToVariant, subscribe } from './back-in-stock-repository';

const backInStockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('preHandler', requireSiteLanguage);
  app.post(API.backInStock, { schema: backInStockSchemas.subscribe }, async (request, reply) => {
    const { site, language } = request;
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
  });
};

export default backInStockRoutes;

/**
 * GET /api/product/s/{productId}?lang&siteTag (spec §7): public catalogue data, so no session
 * and a short shared cache lifetime with background revalidation.
 */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import { productSchemas } from '../../shared/api/product';
import { productNotFoundMessage } from '../../shared/domain/errors';
import { notFound } from '../http/api-error';
import { requireSiteLanguage } from '../plugins/site-language';
import { buildProductDetail } from './build-product-detail';
import { findProduct } from './product-repository';

export const PRODUCT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // TypeBox validates, as on the other /api routes: one schema engine, no silent coercion.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('preHandler', requireSiteLanguage);
  app.get('/api/product/s/:productId', { schema: productSchemas.get }, async (request, reply) => {
    const { productId } = request.params;
    const { site } = request;
    const found = await findProduct(app.db, productId, site.currency);
    // Not sold on this site (no price in its currency) reads as not found there.
    if (!found?.price) throw notFound(productNotFoundMessage(productId, request.requestedLanguage));
    reply.header('cache-control', PRODUCT_CACHE_CONTROL);
    return buildProductDetail(found.product, found.brand, {
      lang: request.language,
      fallbackLang: site.defaultLanguage,
      currency: site.currency,
      price: found.price,
    });
  });
};

export default productRoutes;

/**
 * GET /api/product/s/{productId}?lang&siteTag (spec §7): public catalogue data, so no session
 * and a short shared cache lifetime with background revalidation. Answered from the warm
 * catalogue view (catalogue/catalogue-view.ts), not the database: the page shows availability
 * as of the view's last refresh, and the cart checks stock live when the shopper adds.
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

export const PRODUCT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // TypeBox validates, as on the other /api routes: one schema engine, no silent coercion.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('preHandler', requireSiteLanguage);
  app.get('/api/product/s/:productId', { schema: productSchemas.get }, async (request, reply) => {
    const { productId } = request.params;
    const { site } = request;
    const { view } = app.catalogue;
    const product = view.product(productId);
    const brand = product && view.brand(product.brandTag);
    const price = product?.prices[site.currency];
    // Not sold on this site (no price in its currency) reads as not found there.
    if (!product || !brand || !price)
      throw notFound(productNotFoundMessage(productId, request.requestedLanguage));
    reply.header('cache-control', PRODUCT_CACHE_CONTROL);
    return buildProductDetail(product, brand, {
      lang: request.language,
      fallbackLang: site.defaultLanguage,
      currency: site.currency,
      price,
    });
  });
};

export default productRoutes;

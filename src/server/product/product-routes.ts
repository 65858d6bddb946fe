/**
 * GET /api/product/s/{productId}?lang&siteTag (spec §7): public catalogue data, so no session
 * and a short shared cache lifetime with background revalidation.
 */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SiteQuerySchema } from '../../shared/api/contract';
import { ApiErrorBodySchema } from '../../shared/api/error-body';
import { productNotFoundMessage } from '../../shared/domain/errors';
import { ProductDetailSchema } from '../../shared/domain/product';
import { notFound } from '../http/api-error';
import { requireSite } from '../sites/require-site';
import { resolveLanguage } from '../sites/site-registry';
import { buildProductDetail } from './build-product-detail';
import { findProduct } from './product-repository';

const ParamsSchema = Type.Object({ productId: Type.String({ minLength: 1, maxLength: 64 }) });

export const PRODUCT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // TypeBox validates, as on the other /api routes: one schema engine, no silent coercion.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.get(
    '/api/product/s/:productId',
    {
      schema: {
        params: ParamsSchema,
        querystring: SiteQuerySchema,
        response: { 200: ProductDetailSchema, '4xx': ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { productId } = request.params;
      const { lang, siteTag } = request.query;
      const site = requireSite(app.sites, siteTag);
      const found = await findProduct(app.db, productId, site.currency);
      // Not sold on this site (no price in its currency) reads as not found there.
      if (!found?.price) throw notFound(productNotFoundMessage(productId, lang));
      reply.header('cache-control', PRODUCT_CACHE_CONTROL);
      return buildProductDetail(found.product, found.brand, {
        lang: resolveLanguage(site, lang),
        fallbackLang: site.defaultLanguage,
        currency: site.currency,
        price: found.price,
      });
    },
  );
};

export default productRoutes;

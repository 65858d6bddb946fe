/** GET /api/product/s/{productId}?lang&siteTag: one product's detail (spec §7). */
import { Type } from 'typebox';
import { Text } from './text';
import { ProductDetailSchema } from '../domain/product';
import { SiteQuerySchema } from './contract';
import { ApiErrorBodySchema } from './error-body';

export const ProductParamsSchema = Type.Object({
  productId: Text({ minLength: 1, maxLength: 64 }),
});

export const productSchemas = {
  get: {
    params: ProductParamsSchema,
    querystring: SiteQuerySchema,
    response: { 200: ProductDetailSchema, '4xx': ApiErrorBodySchema },
  },
};

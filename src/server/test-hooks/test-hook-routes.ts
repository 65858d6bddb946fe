/**
 * Routes for end-to-end journeys to change the shop as the world outside it would, registered
 * only when the server runs with VITRINE_TEST_HOOKS=1 (AppConfig.testHooks; never otherwise —
 * README, docs/api.md "Test hooks"):
 *
 * POST /__test/stock {sku, stock, availability}: sets a sku's stock and availability code
 * (spec §3: -2 backorder, -1 preorder, 1 available, 2 lowstock, 3 outofstock, 4 discontinued),
 * as a stock feed would — the same write the catalogue takes, then the catalogue view is
 * refreshed before answering, so the product page and the cart agree at once. Answers 200 with
 * what it set, 404 NOT_FOUND for an unknown sku.
 */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBodySchema } from '../../shared/api/error-body';
import { Text } from '../../shared/api/text';
import { AVAILABILITY } from '../../shared/domain/availability';
import { setSkuStock } from '../catalogue/repository';
import { notFound } from '../http/api-error';

export const TEST_STOCK_PATH = '/__test/stock';

const StockBodySchema = Type.Object({
  sku: Text({ minLength: 1, maxLength: 96 }),
  stock: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  availability: Type.Union(Object.values(AVAILABILITY).map((code) => Type.Literal(code))),
});

const testHookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.post(
    TEST_STOCK_PATH,
    {
      schema: {
        body: StockBodySchema,
        response: { 200: StockBodySchema, '4xx': ApiErrorBodySchema },
      },
    },
    async (request) => {
      const { sku, stock, availability } = request.body;
      if (!(await setSkuStock(app.db, sku, { stock, availability })))
        throw notFound(`SKU ${sku} not found`);
      await app.catalogue.refresh();
      return { sku, stock, availability };
    },
  );
};

export default testHookRoutes;

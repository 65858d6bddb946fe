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
 *
 * POST /__test/tax {mode, delayMs?}: how this server's tax service behaves from now on
 * (tax/tax-service.ts): 'normal'; 'slow', answering after delayMs (default 8 s, beyond the app's
 * polling); 'fail', answering "Tax Calculation Error"; 'throttle', refusing new calculations
 * with 429 "Too Many Tax Calculation Requests". Per server: a journey's own shop, never another's.
 * Answers 200 with the settings now.
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
import { TAX_MODES } from '../tax/tax-service';

export const TEST_STOCK_PATH = '/__test/stock';
export const TEST_TAX_PATH = '/__test/tax';

const StockBodySchema = Type.Object({
  sku: Text({ minLength: 1, maxLength: 96 }),
  stock: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  availability: Type.Union(Object.values(AVAILABILITY).map((code) => Type.Literal(code))),
});

const TaxBodySchema = Type.Object(
  {
    mode: Type.Enum(TAX_MODES),
    delayMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 120_000 })),
  },
  { additionalProperties: false },
);

const TaxSettingsSchema = Type.Object({
  mode: Type.Enum(TAX_MODES),
  delayMs: Type.Integer(),
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
  app.post(
    TEST_TAX_PATH,
    {
      schema: {
        body: TaxBodySchema,
        response: { 200: TaxSettingsSchema, '4xx': ApiErrorBodySchema },
      },
    },
    async (request) => app.tax.service.configure(request.body.mode, request.body.delayMs),
  );
};

export default testHookRoutes;

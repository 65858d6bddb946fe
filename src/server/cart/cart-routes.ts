/**
 * The cart API (spec §7): GET /api/cart, POST /api/cart, PUT /api/cart/{itemId}. Every call
 * needs a shopping session and answers the whole cart, priced for the site, never cached.
 * `lang` and `siteTag` default to the session's own when a client leaves them out.
 */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import {
  AddToCartBodySchema,
  API,
  SiteQuerySchema,
  UpdateCartItemBodySchema,
} from '../../shared/api/contract';
import { CartSchema, type Cart } from '../../shared/domain/cart';
import { ApiErrorBodySchema } from '../../shared/api/error-body';
import { requireSession, sessionOf } from '../session/require-session';
import { requireSite } from '../sites/require-site';
import { resolveLanguage } from '../sites/site-registry';
import { buildCart } from './build-cart';
import { listLines } from './cart-repository';
import { addToCart, updateCartItem } from './cart-service';

const CartQuerySchema = Type.Partial(SiteQuerySchema);
type CartQuery = Static<typeof CartQuerySchema>;
const ItemParamsSchema = Type.Object({ itemId: Type.String({ minLength: 1, maxLength: 64 }) });
const responses = { 200: CartSchema, '4xx': ApiErrorBodySchema };

const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Bodies are validated as sent, without Ajv's type coercion (`true` is not a quantity).
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('onRequest', requireSession);

  function contextOf(request: FastifyRequest, query: CartQuery) {
    const session = sessionOf(request);
    const site = requireSite(app.sites, query.siteTag ?? session.site);
    const lang = resolveLanguage(site, query.lang ?? session.language);
    return { session, site, lang };
  }

  async function currentCart(context: ReturnType<typeof contextOf>): Promise<Cart> {
    const { session, site, lang } = context;
    const lines = await listLines(app.db, session.id, site.currency);
    return buildCart(lines, { currency: site.currency, lang, fallbackLang: site.defaultLanguage });
  }

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    API.cart,
    { schema: { querystring: CartQuerySchema, response: responses } },
    async (request) => currentCart(contextOf(request, request.query)),
  );

  app.post(
    API.cart,
    { schema: { querystring: CartQuerySchema, body: AddToCartBodySchema, response: responses } },
    async (request) => {
      const context = contextOf(request, request.query);
      const { session, site, lang } = context;
      await addToCart(
        app.db,
        // The not-found message names the language asked for (spec §8), not the fallback.
        { sessionId: session.id, currency: site.currency, lang: request.query.lang ?? lang },
        request.body,
      );
      return currentCart(context);
    },
  );

  app.put(
    `${API.cart}/:itemId`,
    {
      schema: {
        querystring: CartQuerySchema,
        params: ItemParamsSchema,
        body: UpdateCartItemBodySchema,
        response: responses,
      },
    },
    async (request) => {
      const context = contextOf(request, request.query);
      const { itemId } = request.params;
      await updateCartItem(app.db, context.session.id, itemId, request.body.quantity);
      return currentCart(context);
    },
  );
};

export default cartRoutes;

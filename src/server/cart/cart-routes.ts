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
import { cartSchemas } from '../../shared/api/cart';
import { API } from '../../shared/api/paths';
import type { Cart } from '../../shared/domain/cart';
import { requireSiteLanguage } from '../plugins/site-language';
import { requireSession, sessionOf } from '../session/require-session';
import { buildCart } from './build-cart';
import { listLines } from './cart-repository';
import { addToCart, updateCartItem } from './cart-service';

const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Bodies are validated as sent, without Ajv's type coercion (`true` is not a quantity).
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('onRequest', requireSession);
  // Without siteTag and lang in the query, a cart call is for its session's site and language.
  app.addHook('preHandler', requireSiteLanguage);

  async function currentCart(request: FastifyRequest): Promise<Cart> {
    const { site, language } = request;
    const lines = await listLines(app.db, sessionOf(request).id, site.currency);
    return buildCart(lines, {
      currency: site.currency,
      lang: language,
      fallbackLang: site.defaultLanguage,
    });
  }

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(API.cart, { schema: cartSchemas.get }, async (request) => currentCart(request));

  app.post(API.cart, { schema: cartSchemas.add }, async (request) => {
    await addToCart(
      app.db,
      // The not-found message names the language asked for (spec §8), not the fallback.
      {
        sessionId: sessionOf(request).id,
        currency: request.site.currency,
        lang: request.requestedLanguage,
      },
      request.body,
    );
    return currentCart(request);
  });

  app.put(`${API.cart}/:itemId`, { schema: cartSchemas.update }, async (request) => {
    const { itemId } = request.params;
    await updateCartItem(app.db, sessionOf(request).id, itemId, request.body.quantity);
    return currentCart(request);
  });
};

export default cartRoutes;

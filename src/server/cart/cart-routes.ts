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
import { bindToSession, boundSession } from '../session/session-bound';
import { buildCart } from './build-cart';
import { withCatalogue, type LiveLine } from './cart-lines';
import { addToCart, readCart, updateCartItem } from './cart-service';

const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Bodies are validated as sent, without Ajv's type coercion (`true` is not a quantity).
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  // Each call's one statement checks its session (session/session-bound.ts).
  bindToSession(app);
  // Without siteTag and lang in the query, a cart call is for its session's site and language.
  app.addHook('preHandler', requireSiteLanguage);

  /** The cart of these lines (the live part), as the request's site and language show it. */
  function cartOf(request: FastifyRequest, lines: readonly LiveLine[]): Cart {
    const { site, language } = request;
    return buildCart(withCatalogue(lines, app.catalogue.view, site.currency), {
      currency: site.currency,
      lang: language,
      fallbackLang: site.defaultLanguage,
    });
  }

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(API.cart, { schema: cartSchemas.get }, async (request) =>
    cartOf(request, await readCart(app.db, boundSession(request))),
  );

  app.post(API.cart, { schema: cartSchemas.add }, async (request) => {
    const lines = await addToCart(
      app.db,
      app.catalogue.view,
      boundSession(request),
      // The not-found message names the language asked for (spec §8), not the fallback.
      { currency: request.site.currency, lang: request.requestedLanguage },
      request.body,
    );
    return cartOf(request, lines);
  });

  app.put(`${API.cart}/:itemId`, { schema: cartSchemas.update }, async (request) => {
    const { itemId } = request.params;
    const { quantity } = request.body;
    const lines = await updateCartItem(app.db, boundSession(request), itemId, quantity);
    return cartOf(request, lines);
  });
};

export default cartRoutes;

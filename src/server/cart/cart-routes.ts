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
import { namedSessionId, requireSession, sessionOf } from '../session/require-session';
import { buildCart } from './build-cart';
import { withCatalogue, type LiveLine } from './cart-lines';
import { listLiveLines } from './cart-repository';
import { addToCart, updateCartItem } from './cart-service';

function namesSiteAndLanguage(query: unknown): boolean {
  const { siteTag, lang } = (query ?? {}) as Record<string, unknown>;
  return typeof siteTag === 'string' && typeof lang === 'string';
}

const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Bodies are validated as sent, without Ajv's type coercion (`true` is not a quantity).
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  // An add that names its site and language checks its session in the write itself (one
  // statement, cart-repository.ts); every other call loads the session first, for its site.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'POST' && namesSiteAndLanguage(request.query)) {
      namedSessionId(request);
      return;
    }
    await requireSession(request);
  });
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

  const currentCart = async (request: FastifyRequest): Promise<Cart> =>
    cartOf(request, await listLiveLines(app.db, sessionOf(request).id));

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(API.cart, { schema: cartSchemas.get }, async (request) => currentCart(request));

  app.post(API.cart, { schema: cartSchemas.add }, async (request) => {
    const lines = await addToCart(
      app.db,
      app.catalogue.view,
      // The not-found message names the language asked for (spec §8), not the fallback.
      {
        sessionId: request.shoppingSession?.id ?? namedSessionId(request),
        sessionIdleMs: app.config.sessionIdleMs,
        currency: request.site.currency,
        lang: request.requestedLanguage,
      },
      request.body,
    );
    return cartOf(request, lines);
  });

  app.put(`${API.cart}/:itemId`, { schema: cartSchemas.update }, async (request) => {
    const { itemId } = request.params;
    const { quantity } = request.body;
    return cartOf(request, await updateCartItem(app.db, sessionOf(request).id, itemId, quantity));
  });
};

export default cartRoutes;

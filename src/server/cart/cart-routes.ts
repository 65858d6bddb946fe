/**
 * The cart API (spec §7): GET /api/cart, POST /api/cart, PUT /api/cart/{itemId},
 * PUT /api/cart/voucher and POST /api/cart/recreateCart. Every call needs a shopping session
 * and answers the whole cart, priced for the site by the promotions engine
 * (price-cart-state.ts), never cached. `lang` and `siteTag` default to the session's own when
 * a client leaves them out. GET /api/cart/promotions needs no session: campaign-routes.ts.
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
import { cartPricer } from './cart-pricer';
import type { CartState } from './cart-repository';
import { addToCart, readCart, recreateCart, updateCartItem } from './cart-service';
import { applyVoucher, removeVoucher } from './voucher-service';

const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Bodies are validated as sent, without Ajv's type coercion (`true` is not a quantity).
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  // Each call's statements check its session (session/session-bound.ts).
  bindToSession(app);
  // Without siteTag and lang in the query, a cart call is for its session's site and language.
  app.addHook('preHandler', requireSiteLanguage);

  /** Prices a cart as the request's site and language show it, at the campaigns' time now. */
  const pricer = (request: FastifyRequest) =>
    cartPricer(app, request.site, request.language, request.log);
  const answer = (request: FastifyRequest, state: CartState): Cart => pricer(request)(state).cart;

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(API.cart, { schema: cartSchemas.get }, async (request) =>
    answer(request, await readCart(app.db, boundSession(request))),
  );

  app.post(API.cart, { schema: cartSchemas.add }, async (request) => {
    const state = await addToCart(
      app.db,
      app.catalogue.view,
      boundSession(request),
      // The not-found message names the language asked for (spec §8), not the fallback.
      { currency: request.site.currency, lang: request.requestedLanguage },
      request.body,
    );
    return answer(request, state);
  });

  app.put(API.cartVoucher, { schema: cartSchemas.voucher }, async (request) => {
    const { body } = request;
    const session = boundSession(request);
    const priced =
      body.action === 'apply'
        ? await applyVoucher(app.db, session, request.site, body.code, pricer(request))
        : await removeVoucher(app.db, session, pricer(request));
    return priced.cart;
  });

  app.post(API.recreateCart, { schema: cartSchemas.recreate }, async (request) =>
    answer(request, await recreateCart(app.db, boundSession(request), request.query.cartPublicId)),
  );

  app.put(`${API.cart}/:itemId`, { schema: cartSchemas.update }, async (request) => {
    const { itemId } = request.params;
    const { quantity } = request.body;
    return answer(request, await updateCartItem(app.db, boundSession(request), itemId, quantity));
  });
};

export default cartRoutes;

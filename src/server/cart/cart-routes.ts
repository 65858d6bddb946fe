/**
 * The cart API (spec §7): GET /api/cart, POST /api/cart, PUT /api/cart/{itemId},
 * PUT /api/cart/voucher and POST /api/cart/recreateCart. Every call needs a shopping session
 * and answers the whole cart, priced for the site by the promotions engine
 * (price-cart-state.ts), never cached. `lang` and `siteTag` default to the session's own when
 * a client leaves them out. GET /api/cart/promotions needs no session: campaign-routes.ts.
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cartSchemas } from '../../shared/api/cart';
import { API } from '../../shared/api/paths';
import { boundSession } from '../session/session-bound';
import { cartAnswer, requestPricer } from './cart-pricer';
import { addToCart, readCart, recreateCart, updateCartItem } from './cart-service';
import { applyVoucher, removeVoucher } from './voucher-service';
import { cartCalls } from './cart-calls';

const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  cartCalls(app);

  app.get(API.cart, { schema: cartSchemas.get }, async (request) =>
    cartAnswer(request, await readCart(app.db, boundSession(request))),
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
    return cartAnswer(request, state);
  });

  app.put(API.cartVoucher, { schema: cartSchemas.voucher }, async (request) => {
    const { body } = request;
    const session = boundSession(request);
    const priced =
      body.action === 'apply'
        ? await applyVoucher(app.db, session, request.site, body.code, requestPricer(request))
        : await removeVoucher(app.db, session, requestPricer(request));
    return priced.cart;
  });

  app.post(API.recreateCart, { schema: cartSchemas.recreate }, async (request) =>
    cartAnswer(
      request,
      await recreateCart(app.db, boundSession(request), request.query.cartPublicId),
    ),
  );

  app.put(`${API.cart}/:itemId`, { schema: cartSchemas.update }, async (request) => {
    const { itemId } = request.params;
    const { quantity } = request.body;
    return cartAnswer(
      request,
      await updateCartItem(app.db, boundSession(request), itemId, quantity),
    );
  });
};

export default cartRoutes;

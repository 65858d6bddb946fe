/**
 * The checkout's cart calls (spec §7): POST /api/cart/address, POST /api/checkout/consumer and
 * POST /api/shipping. Like the cart's own (cart/cart-routes.ts) they are bound to the shopping
 * session, default `lang` and `siteTag` to the session's, and answer the whole cart, priced,
 * never cached.
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkoutSchemas } from '../../shared/api/checkout';
import { CHECKOUT_API } from '../../shared/api/checkout-paths';
import { cartAnswer, requestPricer } from '../cart/cart-pricer';
import { readCart } from '../cart/cart-service';
import { boundSession } from '../session/session-bound';
import { selectShipping, setAddress, setConsumer } from './checkout-service';
import { cartCalls } from '../cart/cart-calls';
import { keepInAddressBook } from '../account/keep-address';

const checkoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  cartCalls(app);

  app.post(CHECKOUT_API.cartAddress, { schema: checkoutSchemas.address }, async (request) => {
    const state = await setAddress(app.db, boundSession(request), request.body, request.language);
    await keepInAddressBook(request, request.body);
    return cartAnswer(request, state);
  });

  app.post(CHECKOUT_API.checkoutConsumer, { schema: checkoutSchemas.consumer }, async (request) => {
    const session = boundSession(request);
    const cart = await readCart(app.db, session);
    const state = await setConsumer(app.db, session, request.body, cart, request.site.countryCode);
    return cartAnswer(request, state);
  });

  app.post(CHECKOUT_API.shipping, { schema: checkoutSchemas.shipping }, async (request) => {
    const session = boundSession(request);
    const priced = requestPricer(request)(await readCart(app.db, session)).cart;
    return cartAnswer(request, await selectShipping(app.db, session, request.body.id, priced));
  });
};

export default checkoutRoutes;

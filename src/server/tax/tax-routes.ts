/**
 * POST /api/cart/calculate-tax (spec §4 "Tax", §7): where the site calculates tax at checkout,
 * asks the tax service for the tax of the session's cart as it is now, for its delivery address
 * and shipping, and answers the cart at once, taxStatus PENDING; the app polls GET /api/cart
 * until it is DONE or FAILED (spec §9: every 500 ms, 10 times). A cart whose tax is already DONE
 * is answered as it is; a FAILED or superseded one is asked again. Bound to the shopping session
 * like every cart call. Where prices include tax there is nothing to calculate: the cart is
 * answered as it is (taxStatus INCLUDED).
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../shared/api/api-error';
import { cartTaxSchemas } from '../../shared/api/cart-tax';
import { CHECKOUT_API } from '../../shared/api/checkout-paths';
import { cartCalls } from '../cart/cart-calls';
import { requestPricer } from '../cart/cart-pricer';
import { cartOf, readCart } from '../cart/cart-service';
import { conflict } from '../http/api-error';
import { boundSession } from '../session/session-bound';
import { taxRequestOf } from './tax-request';
import { TAX_THROTTLED } from './tax-service';

/** How long a throttled client is asked to wait before asking again. */
const THROTTLE_RETRY_AFTER_S = 2;

const taxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  cartCalls(app);

  app.post(
    CHECKOUT_API.calculateTax,
    { schema: cartTaxSchemas.calculate },
    async (request, reply) => {
      const session = boundSession(request);
      const price = requestPricer(request);
      const cart = price(await readCart(app.db, session)).cart;
      if (cart.taxStatus === 'INCLUDED' || cart.taxStatus === 'DONE') return cart;
      const taxRequest = taxRequestOf(cart);
      if ('missing' in taxRequest)
        throw conflict(
          'CHECKOUT_INCOMPLETE',
          'Tax is calculated for a bag with items, a delivery address and a shipping option',
          { missing: taxRequest.missing },
        );
      const { reference } = request.body;
      const delivery = cart.addresses.find((address) => address.addressType === 'DELIVERY');
      if (reference !== undefined && reference !== delivery?.reference)
        throw conflict('CONFLICT', 'The delivery address has changed: confirm it again');
      if (!app.tax.service.accepts()) {
        reply.header('retry-after', String(THROTTLE_RETRY_AFTER_S));
        throw new ApiError(429, 'TOO_MANY_REQUESTS', TAX_THROTTLED);
      }
      return price(cartOf(await app.tax.start(session, taxRequest))).cart;
    },
  );
};

export default taxRoutes;

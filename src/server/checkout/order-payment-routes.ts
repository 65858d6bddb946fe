/**
 * The order calls (spec §7, docs/api.md "Placing an order", "Orders", docs/payments.md): POST
 * /api/checkout/payment, POST /api/checkout/payment/details, PUT
 * /api/checkout/payment/{orderReference} (PayPal's return), GET /api/order/{ref} and the
 * payment step's GET /api/checkout/stored-cards and POST /api/checkout/apple-pay/session
 * (apple-pay-session.ts). Bound to the shopping session like the cart's
 * calls, never cached. Placing an order and completing a PayPal one need an Idempotency-Key:
 * the same key answers the stored answer again, a repeat while the first runs gets 409 and the
 * same key with another body 422 (claimed-key.ts). Registered after the payment provider's
 * client and the captcha provider.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { checkoutPaymentSchemas } from '../../shared/api/checkout-payment';
import { CHECKOUT_API } from '../../shared/api/checkout-paths';
import { boundSession } from '../session/session-bound';
import { payOrder } from './order-payment';
import { orderSchemas } from '../../shared/api/order';
import { readOrderOf } from '../orders/order-details';
import { requireSession } from '../session/require-session';
import { completePayment, orderNotFound } from './payment-details';
import { cartCalls } from '../cart/cart-calls';
import { replyClaimed } from '../idempotency/reply-idempotent';
import { storedCardsSchemas } from '../../shared/api/stored-cards';
import { storedCardsOf } from './stored-cards';
import { completePayPalOrder } from './paypal-return';
import { captchaGate } from '../captcha/captcha-gate';
import { applePaySessionSchemas } from '../../shared/api/apple-pay-session';
import { applePaySessionOf } from './apple-pay-session';

const orderPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  cartCalls(app);
  // after repeated refused payments, 428 until a solved challenge comes (docs/api.md "Captcha")
  const captcha = captchaGate(app, {
    scope: 'payment',
    refusalCodes: ['ADRESULT_REFUSED', 'PREAUTH_FAILED'],
    sessionOf: (request) => boundSession(request).id,
    checkSession: requireSession,
  });

  app.post(
    CHECKOUT_API.checkoutPayment,
    { schema: checkoutPaymentSchemas.payment, ...captcha },
    async (request, reply) =>
      replyClaimed(
        app.db,
        request,
        reply,
        () => payOrder(request, request.body),
        boundSession(request).id,
      ),
  );

  app.post(
    CHECKOUT_API.checkoutPaymentDetails,
    { schema: checkoutPaymentSchemas.details },
    async (request, reply) => {
      const { status, body } = await completePayment(request, request.body);
      // the stored-answer shape, checked by the route's response schema
      return (reply as FastifyReply).code(status).send(body);
    },
  );

  app.get(CHECKOUT_API.storedCards, { schema: storedCardsSchemas.list }, async (request) => {
    await requireSession(request);
    return storedCardsOf(request);
  });
  app.post(
    CHECKOUT_API.applePaySession,
    { schema: applePaySessionSchemas.session },
    async (request) => {
      if (!request.shoppingSession) await requireSession(request);
      return applePaySessionOf(request);
    },
  );
  app.put(
    '/api/checkout/payment/:orderReference',
    { schema: checkoutPaymentSchemas.paypalReturn },
    async (request, reply) =>
      replyClaimed(
        app.db,
        request,
        reply,
        () => completePayPalOrder(request, request.params.orderReference, request.body),
        boundSession(request).id,
      ),
  );

  // GET /api/order/{ref}: the order for the session that placed it — for an account's session,
  // for the account, whichever of its sessions placed it — 404 for any other
  app.get('/api/order/:ref', { schema: orderSchemas.order }, async (request) => {
    await requireSession(request);
    const accountId = request.sessionAccountId;
    const owner = accountId === null ? { sessionId: boundSession(request).id } : { accountId };
    const order = await readOrderOf(app.db, app.sites, owner, request.params.ref);
    if (!order) throw orderNotFound();
    return order;
  });
};

export default orderPaymentRoutes;

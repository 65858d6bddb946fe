/**
 * The order calls (spec §7, docs/api.md "Placing an order", "Orders"): POST
 * /api/checkout/payment, POST /api/checkout/payment/details and GET /api/order/{ref}. Bound to the shopping
 * session like the cart's calls, never cached. Placing an order needs an Idempotency-Key: the
 * same key answers the stored answer again, a repeat while the first runs gets 409 and the same
 * key with another body 422 (claimed-key.ts). Registered after the payment provider's client.
 */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkoutPaymentSchemas } from '../../shared/api/checkout-payment';
import { CHECKOUT_API } from '../../shared/api/checkout-paths';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../../shared/api/paths';
import { badRequest } from '../http/api-error';
import { noStore } from '../http/no-store';
import { runClaimed } from '../idempotency/claimed-key';
import type { StoredResponse } from '../idempotency/idempotency-store';
import { readIdempotencyKey } from '../idempotency/idempotency-store';
import { requestFingerprint } from '../idempotency/request-fingerprint';
import { requireSiteLanguage } from '../plugins/site-language';
import { bindToSession, boundSession } from '../session/session-bound';
import { payOrder } from './order-payment';
import { orderSchemas } from '../../shared/api/order';
import { readOrderOf } from '../orders/order-details';
import { requireSession } from '../session/require-session';
import { completePayment, orderNotFound } from './payment-details';

function send(reply: FastifyReply, response: StoredResponse, replayed = false): void {
  if (replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  void reply.code(response.status).send(response.body);
}

/** Runs `effect` once per Idempotency-Key of the session and operation; the key is required. */
async function onceForKey(
  request: FastifyRequest,
  reply: FastifyReply,
  effect: () => Promise<StoredResponse>,
): Promise<void> {
  const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
  if (key === undefined) throw badRequest('An order needs an Idempotency-Key header');
  const result = await runClaimed(
    request.server.db,
    {
      key,
      owner: boundSession(request).id,
      scope: `${request.method} ${request.routeOptions.url ?? request.url}`,
      fingerprint: requestFingerprint(request),
    },
    effect,
  );
  send(reply, result, result.replayed);
}

const orderPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Bodies are validated as sent, without Ajv's type coercion.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  bindToSession(app);
  app.addHook('preHandler', requireSiteLanguage);
  noStore(app);

  app.post(
    CHECKOUT_API.checkoutPayment,
    { schema: checkoutPaymentSchemas.payment },
    async (request, reply) => {
      await onceForKey(request, reply, () => payOrder(request, request.body));
      return reply;
    },
  );

  app.post(
    CHECKOUT_API.checkoutPaymentDetails,
    { schema: checkoutPaymentSchemas.details },
    async (request, reply) => {
      send(reply, await completePayment(request, request.body));
      return reply;
    },
  );

  // GET /api/order/{ref}: the order for the session that placed it, 404 for any other
  app.get('/api/order/:ref', { schema: orderSchemas.order }, async (request) => {
    await requireSession(request);
    const order = await readOrderOf(app.db, boundSession(request).id, request.params.ref);
    if (!order) throw orderNotFound();
    return order;
  });
};

export default orderPaymentRoutes;

/**
 * The local test payment provider under /pay/v1 (DESIGN §1, §5 "Payments"; docs/payments.md):
 *  - GET  /pay/v1/public-key          the RSA-OAEP key browsers encrypt card fields with
 *  - POST /pay/v1/payments            a payment (Idempotency-Key: replay, 422 on reuse)
 *  - POST /pay/v1/payments/details    completes or reports a payment after its page
 *  - POST /pay/v1/payments/:pspReference/cancels   gives up a payment still waiting
 *  - GET  /pay/v1/payments?merchantReference=…   every attempt for a reference (reconciling)
 *  - POST /pay/v1/paymentMethods      a shopper's stored cards (Adyen's /paymentMethods)
 *  - DELETE /pay/v1/storedPaymentMethods/:id?shopperReference=…   removes one of them
 *  - POST /pay/v1/paypal/approval, /pay/v1/paypal/updateOrder   PayPal's own calls
 *  - POST /pay/v1/applePay/sessions   Apple Pay's merchant validation (apple-pay-sessions.ts)
 *  - GET  /pay/v1/challenge/:id       the challenge page; POST answers it and returns the shopper
 *  - the PayPal, iDEAL and Alipay pages (page-routes.ts)
 * The shop reaches it only through provider-client.ts. Nothing here is cached.
 */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { PAY_API, paymentSchemas } from '../../shared/payments/provider-api';
import { replyIdempotent } from '../idempotency/reply-idempotent';
import { paypalSchemas } from '../../shared/payments/provider-paypal-api';
import { applePaySchemas } from '../../shared/payments/provider-apple-pay-api';
import { applePayMerchantIdentifier } from '../../shared/payments/apple-pay-merchant';
import { applePaySession } from './apple-pay-sessions';
import { cancelPayment } from './cancel-service';
import { answerChallenge, challengedPayment } from './challenge-service';
import { challengePage } from './challenge-page';
import { completeDetails } from './details-service';
import pageRoutes from './page-routes';
import { readApproval, updateOrder } from './paypal-service';
import { providerPagePolicy } from './provider-page';
import { paymentAnswer } from './payment-answer';
import { authorisePayment, type ProviderContext } from './payment-service';
import { providerPayments } from './payment-tables';
import { requireMerchantKey } from './merchant-key';
import { loadProviderKeyring } from './provider-keys';
import { disableStoredCard, storedCardsOf } from './stored-cards';

/** A page's form is a few short fields. */
const FORM_BODY_LIMIT = 256;

const ChallengeAnswerSchema = Type.Object(
  { outcome: Type.Union([Type.Literal('approve'), Type.Literal('fail')]) },
  { additionalProperties: false },
);

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  // the challenge page's form posts application/x-www-form-urlencoded; only this scope reads it
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const context: ProviderContext = {
    keyring: await loadProviderKeyring(app.db),
    // the test clock of the API suites (config.clock) when set, so card expiry can be tested
    now: () => new Date(app.config.clock?.() ?? Date.now()),
  };
  const noStore = { 'cache-control': 'no-store' };
  // the shop's own calls; browsers reach only the public key and the challenge page
  const merchant = { onRequest: requireMerchantKey(app.config.paymentsApiKey) };

  app.get(PAY_API.publicKey, { schema: paymentSchemas.publicKey }, async (_request, reply) =>
    reply.headers(noStore).send(context.keyring.current),
  );

  app.post(
    PAY_API.payments,
    { schema: paymentSchemas.create, ...merchant },
    async (request, reply) =>
      replyIdempotent(app.db, request, reply, (tx) => authorisePayment(tx, context, request.body)),
  );

  app.post(
    PAY_API.paymentDetails,
    { schema: paymentSchemas.details, ...merchant },
    async (request, reply) =>
      replyIdempotent(app.db, request, reply, (tx) => completeDetails(tx, request.body)),
  );

  app.post(
    '/pay/v1/payments/:pspReference/cancels',
    { schema: paymentSchemas.cancel, ...merchant },
    async (request, reply) =>
      replyIdempotent(app.db, request, reply, (tx) =>
        cancelPayment(tx, request.params.pspReference, request.body.reference),
      ),
  );

  app.post(
    PAY_API.paypalApproval,
    { schema: paypalSchemas.approval, ...merchant },
    async (request, reply) => reply.headers(noStore).send(await readApproval(app.db, request.body)),
  );

  app.post(
    PAY_API.paypalUpdateOrder,
    { schema: paypalSchemas.updateOrder, ...merchant },
    async (request, reply) =>
      replyIdempotent(app.db, request, reply, (tx) => updateOrder(tx, request.body)),
  );

  // the test provider's merchants are the shop's sites, each under its public id
  const applePayMerchants = new Set(
    app.sites.all.map((site) => applePayMerchantIdentifier(site.sitePublicId ?? site.siteTag)),
  );
  app.post(
    PAY_API.applePaySessions,
    { schema: applePaySchemas.sessions, ...merchant },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await applePaySession(app.db, context, applePayMerchants, request.body)),
  );

  app.get(
    PAY_API.payments,
    { schema: paymentSchemas.list, ...merchant },
    async (request, reply) => {
      const rows = await app.db
        .select()
        .from(providerPayments)
        .where(eq(providerPayments.merchantReference, request.query.merchantReference))
        .orderBy(asc(providerPayments.createdAt));
      const payments = rows.map((row) => ({ ...paymentAnswer(row), history: row.history }));
      return reply.headers(noStore).send({ payments });
    },
  );

  app.post(
    PAY_API.paymentMethods,
    { schema: paymentSchemas.paymentMethods, ...merchant },
    async (request, reply) =>
      reply.headers(noStore).send({
        storedPaymentMethods: await storedCardsOf(app.db, request.body.shopperReference),
      }),
  );

  app.delete(
    '/pay/v1/storedPaymentMethods/:storedPaymentMethodId',
    { schema: paymentSchemas.disableStoredPaymentMethod, ...merchant },
    async (request, reply) => {
      const { storedPaymentMethodId } = request.params;
      await disableStoredCard(app.db, storedPaymentMethodId, request.query.shopperReference);
      return reply.code(204).headers(noStore).send(null);
    },
  );

  app.get('/pay/v1/challenge/:id', { schema: paymentSchemas.challenge }, async (request, reply) => {
    const payment = await challengedPayment(app.db, request.params.id);
    return reply
      .headers(noStore)
      .header('content-security-policy', providerPagePolicy(payment.returnUrl))
      .type('text/html; charset=utf-8')
      .send(challengePage(payment));
  });

  app.post(
    '/pay/v1/challenge/:id',
    { schema: { ...paymentSchemas.challenge, body: ChallengeAnswerSchema } },
    async (request, reply) => {
      const back = await app.db.transaction((tx) =>
        answerChallenge(tx, request.params.id, request.body.outcome),
      );
      return reply.headers(noStore).redirect(back, 303);
    },
  );

  await app.register(pageRoutes);
};

export default paymentRoutes;

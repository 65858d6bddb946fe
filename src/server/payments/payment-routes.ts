/**
 * The local test card payment provider under /pay/v1 (DESIGN §1, §5 "Payments"; docs/payments.md):
 *  - GET  /pay/v1/public-key          the RSA-OAEP key browsers encrypt card fields with
 *  - POST /pay/v1/payments            a card payment (Idempotency-Key: replay, 422 on reuse)
 *  - POST /pay/v1/payments/details    completes a 3-D Secure payment with its redirectResult
 *  - GET  /pay/v1/payments?merchantReference=…   every attempt for a reference (reconciling)
 *  - POST /pay/v1/paymentMethods      a shopper's stored cards (Adyen's /paymentMethods)
 *  - GET  /pay/v1/challenge/:id       the challenge page; POST answers it and returns the shopper
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
import { answerChallenge, challengedPayment, completeChallenge } from './challenge-service';
import { challengePage, challengePagePolicy } from './challenge-page';
import { paymentAnswer } from './payment-answer';
import { authorisePayment, type ProviderContext } from './payment-service';
import { providerPayments } from './payment-tables';
import { requireMerchantKey } from './merchant-key';
import { loadProviderKeyring } from './provider-keys';
import { storedCardsOf } from './stored-cards';

/** The challenge form's body is one short field. */
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
      replyIdempotent(app.db, request, reply, (tx) =>
        completeChallenge(tx, request.body.details.redirectResult),
      ),
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

  app.get('/pay/v1/challenge/:id', { schema: paymentSchemas.challenge }, async (request, reply) => {
    const payment = await challengedPayment(app.db, request.params.id);
    return reply
      .headers(noStore)
      .header('content-security-policy', challengePagePolicy(payment.returnUrl))
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
};

export default paymentRoutes;

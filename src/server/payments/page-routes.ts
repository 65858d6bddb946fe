/**
 * The test provider's pages for PayPal, iDEAL and Alipay (docs/payments.md), registered inside
 * payment-routes.ts's scope so their forms (application/x-www-form-urlencoded) are read:
 *  - GET  /pay/v1/paypal/:id   PayPal's approval page; POST answers it (approve | cancel)
 *  - GET  /pay/v1/bank/:id     the iDEAL bank's page; POST answers it (approve | decline | pending)
 *  - POST /pay/v1/alipay       Alipay's gateway, opened by the shop's form POST (paymentId)
 *  - POST /pay/v1/alipay/:id   answers Alipay's page
 * Browsers reach them: no merchant key. Each answer returns the shopper to the shop with 303,
 * except the bank's later decision on a pending payment, which is a page of its own.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { Text } from '../../shared/api/text';
import { paypalSchemas } from '../../shared/payments/provider-paypal-api';
import { providerPagePolicy } from './provider-page';
import { answerApproval, approvalPayment } from './paypal-service';
import { paypalPage } from './paypal-page';
import { bankDecisionPage, redirectPage } from './redirect-page';
import {
  answerRedirectPage,
  redirectPayment,
  type PageAnswer,
  type RedirectMethod,
} from './redirect-service';

const PageId = Text({ minLength: 1, maxLength: 64 });

const RedirectAnswerSchema = Type.Object(
  {
    outcome: Type.Union([
      Type.Literal('approve'),
      Type.Literal('decline'),
      Type.Literal('pending'),
    ]),
    issuer: Type.Optional(Text({ minLength: 1, maxLength: 32 })),
  },
  { additionalProperties: false },
);

const GatewaySchema = Type.Object({ paymentId: PageId }, { additionalProperties: false });

/** A provider page: HTML, never stored, under its own policy naming the shop it returns to. */
const sendPage = (reply: FastifyReply, returnUrl: string | null, page: string) =>
  reply
    .header('cache-control', 'no-store')
    .header('content-security-policy', providerPagePolicy(returnUrl))
    .type('text/html; charset=utf-8')
    .send(page);

const pageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answered = (reply: FastifyReply, method: RedirectMethod, answer: PageAnswer) =>
    answer.kind === 'return'
      ? reply.header('cache-control', 'no-store').redirect(answer.url, 303)
      : sendPage(reply, null, bankDecisionPage(method, answer.row));

  app.get('/pay/v1/paypal/:id', { schema: paypalSchemas.page }, async (request, reply) => {
    const payment = await approvalPayment(app.db, request.params.id);
    return sendPage(reply, payment.returnUrl, paypalPage(payment));
  });

  app.post('/pay/v1/paypal/:id', { schema: paypalSchemas.answer }, async (request, reply) => {
    const back = await app.db.transaction((tx) =>
      answerApproval(tx, request.params.id, request.body),
    );
    return reply.header('cache-control', 'no-store').redirect(back, 303);
  });

  const params = Type.Object({ id: PageId });

  app.get('/pay/v1/bank/:id', { schema: { params } }, async (request, reply) => {
    const payment = await redirectPayment(app.db, 'ideal', request.params.id);
    return sendPage(reply, payment.returnUrl, redirectPage('ideal', payment));
  });

  app.post(
    '/pay/v1/bank/:id',
    { schema: { params, body: RedirectAnswerSchema } },
    async (request, reply) => {
      const answer = await app.db.transaction((tx) =>
        answerRedirectPage(tx, 'ideal', request.params.id, request.body),
      );
      return answered(reply, 'ideal', answer);
    },
  );

  app.post('/pay/v1/alipay', { schema: { body: GatewaySchema } }, async (request, reply) => {
    const payment = await redirectPayment(app.db, 'alipay', request.body.paymentId);
    return sendPage(reply, payment.returnUrl, redirectPage('alipay', payment));
  });

  app.post(
    '/pay/v1/alipay/:id',
    { schema: { params, body: RedirectAnswerSchema } },
    async (request, reply) => {
      const { issuer: _ignored, ...answer } = request.body;
      const done = await app.db.transaction((tx) =>
        answerRedirectPage(tx, 'alipay', request.params.id, answer),
      );
      return answered(reply, 'alipay', done);
    },
  );
};

export default pageRoutes;

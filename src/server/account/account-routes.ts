/**
 * The account's own data (issue 14; docs/api.md "Account data"), every call with the account's
 * bearer token (401 without a valid one, before anything else) and only ever the caller's:
 * another account's address, card or order is answered 404, as one that does not exist.
 *
 * - GET /api/v1/addresses?type, POST /api/v1/addresses?type, PUT /api/v1/addresses/{id},
 *   PUT /api/v1/addresses/{id}/remove: the address book (address-book.ts)
 * - GET /api/v1/payment-methods, DELETE /api/v1/payment-methods/{id}: the cards the payment
 *   provider stored for the account's shopper reference (expired ones too, to be removed)
 * - GET /api/order/history: the account's orders, newest first (order-history.ts)
 * Never cached.
 */
import {
  TypeBoxValidatorCompiler,
  type FastifyPluginAsyncTypebox,
} from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { addressSchemas } from '../../shared/api/addresses';
import { orderHistorySchemas, paymentMethodSchemas } from '../../shared/api/account-data';
import { ACCOUNT_API } from '../../shared/api/account-paths';
import { accountShopperOf } from '../checkout/shopper-reference';
import { storedCardsFor } from '../checkout/stored-cards';
import { requireAccount } from '../identity/require-account';
import { requireSiteLanguage } from '../plugins/site-language';
import {
  addAddress,
  addressValues,
  listAddresses,
  removeAddress,
  updateAddress,
} from './address-book';
import { orderHistory, pageOf } from './order-history';

/** The caller's account, its token checked by the onRequest hook. */
const accounts = new WeakMap<FastifyRequest, string>();
const accountOfRequest = (request: FastifyRequest): string => {
  const accountId = accounts.get(request);
  if (accountId === undefined) throw new Error('account routes without their onRequest hook');
  return accountId;
};

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('onRequest', async (request) => {
    accounts.set(request, (await requireAccount(request)).accountId);
  });
  app.addHook('preHandler', requireSiteLanguage);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(ACCOUNT_API.addresses, { schema: addressSchemas.list }, async (request) =>
    listAddresses(app.db, accountOfRequest(request), request.query.type ?? 'shipping'),
  );

  app.post(ACCOUNT_API.addresses, { schema: addressSchemas.add }, async (request, reply) => {
    const values = addressValues(request.body, request.language);
    const type = request.query.type ?? 'shipping';
    const saved = await addAddress(
      app.db,
      accountOfRequest(request),
      type,
      values,
      request.body.default,
    );
    return reply.code(201).send(saved!);
  });

  app.put(ACCOUNT_API.address(':id'), { schema: addressSchemas.update }, async (request) => {
    const values = addressValues(request.body, request.language);
    const { id } = request.params;
    return updateAddress(app.db, accountOfRequest(request), id, values, request.body.default);
  });

  app.put(
    ACCOUNT_API.removeAddress(':id'),
    { schema: addressSchemas.remove },
    async (request, reply) => {
      await removeAddress(app.db, accountOfRequest(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(ACCOUNT_API.paymentMethods, { schema: paymentMethodSchemas.list }, async (request) =>
    storedCardsFor(request.server, accountShopperOf(accountOfRequest(request)), {
      withExpired: true,
    }),
  );

  app.delete(
    ACCOUNT_API.paymentMethod(':id'),
    { schema: paymentMethodSchemas.remove },
    async (request, reply) => {
      const shopper = accountShopperOf(accountOfRequest(request));
      await app.paymentProvider.disableStoredCard(request.params.id, shopper);
      return reply.code(204).send(null);
    },
  );

  app.get(ACCOUNT_API.orderHistory, { schema: orderHistorySchemas.list }, async (request) =>
    orderHistory(app.db, app.sites, accountOfRequest(request), pageOf(request.query)),
  );
};

export default accountRoutes;

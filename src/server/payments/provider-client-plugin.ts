/**
 * Gives the shop its payment provider client as `app.paymentProvider` (provider-client.ts):
 * over HTTP to PAYMENTS_PROVIDER_URL when it is set, else to this process's own /pay routes,
 * with PAYMENTS_API_KEY as its merchant key when that is set.
 * Route plugins registered after this one (the checkout) use it; nothing else may.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createProviderClient, type ProviderClient } from './provider-client';

declare module 'fastify' {
  interface FastifyInstance {
    paymentProvider: ProviderClient;
  }
}

async function providerClientPlugin(app: FastifyInstance): Promise<void> {
  const { paymentsProviderUrl: baseUrl, paymentsApiKey: apiKey } = app.config;
  app.decorate(
    'paymentProvider',
    createProviderClient({ app, ...(baseUrl ? { baseUrl } : {}), ...(apiKey ? { apiKey } : {}) }),
  );
}

export default fp(providerClientPlugin, { name: 'payment-provider-client' });

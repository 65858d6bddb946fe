/**
 * The server as a tree of plugins (fastify/demo style): infrastructure first (config,
 * security headers, errors, sites, database), then domain plugins, then routes, and last the
 * static app with the catch-all. `server.ts` starts it; tests build it with their own config.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import campaignRoutes from './campaigns/campaign-routes';
import captchaPlugin from './captcha/captcha-plugin';
import cartRoutes from './cart/cart-routes';
import addressFormRoutes from './checkout/address-form-routes';
import checkoutRoutes from './checkout/checkout-routes';
import taxPlugin from './tax/tax-plugin';
import taxRoutes from './tax/tax-routes';
import orderPaymentRoutes from './checkout/order-payment-routes';
import orderLookupRoutes from './orders/order-lookup-routes';
import reconcilePlugin from './orders/reconcile-plugin';
import accountRoutes from './account/account-routes';
import favouritesRoutes from './favourites/favourites-routes';
import identityPlugin from './identity/identity-plugin';
import identityRoutes from './identity/identity-routes';
import mailboxRoutes from './identity/mailbox-routes';
import backInStockRoutes from './marketing/back-in-stock-routes';
import type { AppConfig } from './config';
import boundedJson from './plugins/bounded-json';
import campaignsPlugin from './plugins/campaigns';
import cataloguePlugin from './plugins/catalogue';
import compression from './plugins/compression';
import { DatabaseStartError } from './db/database-start-error';
import { serverOptions } from './http/server-options';
import configPlugin from './plugins/config';
import dbPlugin from './plugins/db';
import errorHandler from './plugins/error-handler';
import httpBoundary from './plugins/http-boundary';
import { mediaRoutes } from './media/media-routes';
import securityHeaders from './plugins/security-headers';
import siteLanguagePlugin from './plugins/site-language';
import sitesPlugin from './plugins/sites';
import searchPlugin from './plugins/search';
import paymentRoutes from './payments/payment-routes';
import providerClientPlugin from './payments/provider-client-plugin';
import productRoutes from './product/product-routes';
import rateLimitPlugin from './rate-limit/rate-limit-plugin';
import sessionPlugin from './session/session-plugin';
import renderPlugin from './render/render-plugin';
import staticPlugin from './static/static-plugin';
import testHookRoutes from './test-hooks/test-hook-routes';

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config)).withTypeProvider<TypeBoxTypeProvider>();

  try {
    await app.register(configPlugin, { config });
    await app.register(securityHeaders);
    await app.register(compression);
    await app.register(errorHandler);
    await app.register(boundedJson);
    await app.register(httpBoundary);
    await app.register(sitesPlugin);
    await app.register(siteLanguagePlugin);
    await app.register(dbPlugin);
    await app.register(rateLimitPlugin);
    await app.register(identityPlugin);

    await app.register(sessionPlugin);
    await app.register(cataloguePlugin);
    await app.register(campaignsPlugin);
    await app.register(searchPlugin);
    await app.register(taxPlugin);

    await app.register(identityRoutes);
    await app.register(mailboxRoutes);
    await app.register(productRoutes);
    await app.register(cartRoutes);
    await app.register(checkoutRoutes);
    await app.register(taxRoutes);
    await app.register(addressFormRoutes);
    await app.register(campaignRoutes);
    await app.register(favouritesRoutes);
    await app.register(backInStockRoutes);
    await app.register(paymentRoutes);
    await app.register(providerClientPlugin);
    await app.register(captchaPlugin);
    await app.register(orderPaymentRoutes);
    await app.register(orderLookupRoutes);
    await app.register(accountRoutes);
    await app.register(reconcilePlugin);
    await app.register(mediaRoutes);
    // Only a shop started for journeys has them (VITRINE_TEST_HOOKS=1), never one serving shoppers.
    if (config.testHooks) await app.register(testHookRoutes);

    await app.register(renderPlugin);
    await app.register(staticPlugin);
    await app.ready();
  } catch (error) {
    // A locked or damaged database is the operator's to fix and its message says how: the
    // caller prints it as it is. Anything else is a bug and is logged with its stack.
    if (!(error instanceof DatabaseStartError))
      app.log.fatal({ err: error }, 'the server could not start');
    await app.close();
    throw error;
  }
  return app;
}

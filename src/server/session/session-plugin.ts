/**
 * Sessions: declares `request.shoppingSession` app-wide (so every domain plugin can use
 * `requireSession`), registers the session routes, and the housekeeping that deletes
 * expired sessions.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import housekeepingPlugin from '../housekeeping/housekeeping-plugin';
import sessionRoutes from './session-routes';

async function sessionPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('shoppingSession', null);
  app.decorateRequest('sessionAccountId', null);
  await app.register(sessionRoutes);
  await app.register(housekeepingPlugin);
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['db', 'sites'] });

/**
 * Sessions: declares `request.shoppingSession` app-wide (so every domain plugin can use
 * `requireSession`) and registers the session routes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sessionRoutes from './session-routes';

async function sessionPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('shoppingSession', null);
  await app.register(sessionRoutes);
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['db', 'sites'] });

/** Answers of the routes of this plugin are never stored by a cache (the cart, checkout). */
import type { FastifyInstance } from 'fastify';

export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}

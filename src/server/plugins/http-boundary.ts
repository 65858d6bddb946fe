/**
 * What every request meets before its route, in the one error shape (DESIGN §5):
 *  - while the server shuts down, a request that still arrives (on a kept-alive connection) is
 *    answered 503 SERVICE_UNAVAILABLE with `Connection: close`, so a load balancer retries it
 *    elsewhere and nothing new starts against a database that is closing;
 *  - a path with an empty segment (`//`) names no resource: 404, not routed. Routing and the
 *    static files would read such a path differently, so it reaches neither;
 *  - a state-changing request from another site is refused (http/cross-site.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../shared/api/api-error';
import { refuseCrossSiteWrites } from '../http/cross-site';
import { notFound, sendApiError } from '../http/api-error';

const SHUTTING_DOWN = 'The server is shutting down; try again';

async function httpBoundary(app: FastifyInstance): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook('onRequest', async (request, reply) => {
    if (closing) {
      // Sent, not thrown: shutting down is expected, not an error to log.
      reply.header('connection', 'close');
      return sendApiError(reply, new ApiError(503, 'SERVICE_UNAVAILABLE', SHUTTING_DOWN));
    }
    const pathname = request.url.split('?', 1)[0] ?? '';
    if (pathname.includes('//')) {
      throw notFound('No resource has an empty path segment (//) in its URL');
    }
    refuseCrossSiteWrites(request);
  });
}

export default fp(httpBoundary, { name: 'http-boundary', dependencies: ['error-handler'] });

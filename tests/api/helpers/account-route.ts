/**
 * A shop route that asks who the caller is (requireAccount), on a small app beside a started
 * server and sharing its identity provider, for suites that prove the bearer-token check
 * before the shop's own account routes exist. Requests are injected with the server's Host,
 * so the local pool's issuer is the one the server's tokens carry.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import errorHandler from '../../../src/server/plugins/error-handler';
import { requireAccount } from '../../../src/server/identity/require-account';
import type { StartedServer } from './start-server';

export interface AccountRoute {
  /** GET /whoami with this Authorization header (none when undefined) */
  call(authorization?: string): Promise<{ status: number; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function accountRoute(server: StartedServer): Promise<AccountRoute> {
  const app: FastifyInstance = Fastify();
  app.decorate('identity', server.app.identity);
  await app.register(errorHandler);
  app.get('/whoami', async (request) => requireAccount(request));
  await app.ready();
  const host = new URL(server.url).host;
  return {
    async call(authorization) {
      const response = await app.inject({
        method: 'GET',
        url: '/whoami',
        headers: { host, ...(authorization === undefined ? {} : { authorization }) },
      });
      return { status: response.statusCode, body: response.json() };
    },
    close: () => app.close(),
  };
}

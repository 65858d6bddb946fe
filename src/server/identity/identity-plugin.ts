/**
 * The identity provider's shared parts, for its routes and for every route that asks who the
 * caller is (require-account.ts): the pool's signing key (made at the first start), the key
 * set tokens are verified with, and the attempt limiter. The trusted pool is the local one
 * unless the configuration names a hosted pool (IDENTITY_ISSUER): then the shop API verifies
 * against that pool's JWKS, fetched and cached by jose, and this server's /identity is unused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalJWKSet, createRemoteJWKSet } from 'jose';
import { LOCAL_IDENTITY_PATH, LOCAL_USER_POOL } from '../../shared/identity/user-pool';
import type { TrustedPool } from './access-tokens';
import { attemptLimiter, type AttemptLimiter } from './identity-limits';
import { loadSigningKey, type SigningKey } from './signing-keys';

export interface IdentityProvider {
  key: SigningKey;
  limiter: AttemptLimiter;
  /** the local pool as this request reaches it: its issuer is on the request's origin */
  localPool(request: FastifyRequest): TrustedPool;
  /** the pool whose access tokens the shop API accepts */
  trustedPool(request: FastifyRequest): TrustedPool;
  /** epoch ms: the API suites' clock when they set one */
  now(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityProvider;
  }
}

/** `${origin}/identity/{userPoolId}`: the local pool's issuer, on the origin it is reached at. */
export const localIssuer = (request: FastifyRequest) =>
  `${request.protocol}://${request.host}${LOCAL_IDENTITY_PATH}/${LOCAL_USER_POOL.userPoolId}`;

async function identityPlugin(app: FastifyInstance): Promise<void> {
  const key = await loadSigningKey(app.db);
  const localKeys = createLocalJWKSet({ keys: [key.jwk] });
  const localPool = (request: FastifyRequest): TrustedPool => ({
    keys: localKeys,
    issuer: localIssuer(request),
    clientId: LOCAL_USER_POOL.clientId,
  });
  const { trust } = app.config.identity;
  let trustedPool = localPool;
  if (trust.kind === 'hosted') {
    const hosted: TrustedPool = {
      keys: createRemoteJWKSet(new URL(trust.jwksUrl)),
      issuer: trust.issuer,
      clientId: trust.clientId,
    };
    trustedPool = () => hosted;
  }
  app.decorate('identity', {
    key,
    limiter: attemptLimiter(app.rateLimitCounts, app.config.identity),
    localPool,
    trustedPool,
    now: () => app.config.clock?.() ?? Date.now(),
  });
}

export default fp(identityPlugin, {
  name: 'identity',
  dependencies: ['config', 'db', 'rate-limit'],
});

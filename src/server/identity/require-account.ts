/**
 * Who the caller of a shop API route is: the account of the access token in its
 * `Authorization: Bearer` header, verified against the trusted pool's JWKS exactly as for a
 * hosted Cognito pool (access-tokens.ts: RS256 signature, issuer, expiry, token_use "access",
 * the app client). The JWKS check cannot see a revocation (GlobalSignOut): an access token
 * stays valid for the shop API until it expires, an hour at most (docs/api.md).
 */
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/api-error';
import { TokenRejected, verifyAccessToken } from './access-tokens';

export interface AccountPrincipal {
  /** the token's sub */
  accountId: string;
  username: string;
}

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/i;
const MAX_TOKEN_LENGTH = 8192;

/**
 * The caller's account; null when the request carries no Authorization header. Throws the
 * API's 401 UNAUTHORIZED for anything else that is not a valid access token of the pool.
 */
export async function accountOf(request: FastifyRequest): Promise<AccountPrincipal | null> {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return null;
  const match = header.length <= MAX_TOKEN_LENGTH ? BEARER.exec(header) : null;
  if (!match) throw unauthorized('The Authorization header must be "Bearer" and an access token');
  const { identity } = request.server;
  try {
    const claims = await verifyAccessToken(
      match[1]!,
      identity.trustedPool(request),
      identity.now(),
    );
    return { accountId: claims.sub, username: claims.username };
  } catch (error) {
    if (!(error instanceof TokenRejected)) throw error;
    request.log.info({ reason: error.message }, 'access token refused');
    throw unauthorized('The access token is not valid; sign in again');
  }
}

/** The caller's account; 401 UNAUTHORIZED without a valid access token. */
export async function requireAccount(request: FastifyRequest): Promise<AccountPrincipal> {
  const account = await accountOf(request);
  if (!account) throw unauthorized('Sign in first: this needs an access token');
  return account;
}

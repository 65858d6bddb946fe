/**
 * Verifying an access token as any resource server of a Cognito pool does: the signature
 * against the pool's JWKS (RS256 only, so `alg: none` and HMAC tricks are refused by jose),
 * the issuer, the expiry, `token_use: "access"` (an ID token is not a credential for the API)
 * and the app client's id.
 */
import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface AccessClaims {
  sub: string;
  username: string;
  /** epoch seconds */
  issuedAt: number;
  authTime: number;
  /** the sign-in (refresh family) the token descends from */
  originJti: string | null;
}

export interface TrustedPool {
  keys: JWTVerifyGetKey;
  issuer: string;
  clientId: string;
}

/** A token that is not a valid access token of the pool; `reason` is for logs, never the client. */
export class TokenRejected extends Error {
  override name = 'TokenRejected';
}

/** The claims of a valid access token; throws TokenRejected otherwise. */
export async function verifyAccessToken(
  token: string,
  pool: TrustedPool,
  now: number,
): Promise<AccessClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, pool.keys, {
      issuer: pool.issuer,
      algorithms: ['RS256'],
      currentDate: new Date(now),
    }));
  } catch (error) {
    // a hosted pool's key set that cannot be fetched is the server's failure, not the token's
    if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout))
      throw new TokenRejected(error.message);
    throw error;
  }
  if (payload.token_use !== 'access') throw new TokenRejected('not an access token');
  if (payload.client_id !== pool.clientId) throw new TokenRejected('another app client');
  const { sub, username, iat, auth_time: authTime, origin_jti: originJti } = payload;
  if (typeof sub !== 'string' || typeof username !== 'string' || typeof iat !== 'number')
    throw new TokenRejected('claims missing');
  return {
    sub,
    username,
    issuedAt: iat,
    authTime: typeof authTime === 'number' ? authTime : iat,
    originJti: typeof originJti === 'string' ? originJti : null,
  };
}

/**
 * The pool's ID and access tokens (RS256, `kid` in the header), with the claims Cognito puts
 * in them, so a shop verifying them needs nothing a hosted pool's tokens would not give it.
 * Lifetimes as the contract sets them: one hour for both; the refresh token (refresh-tokens.ts)
 * lasts 30 days and rotates.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { SigningKey } from './signing-keys';

export const TOKEN_LIFETIME_S = 3600;
export const ACCESS_SCOPE = 'aws.cognito.signin.user.admin';

/** What a token says about its user. */
export interface TokenSubject {
  sub: string;
  username: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

export interface TokenContext {
  key: SigningKey;
  issuer: string;
  clientId: string;
  /** epoch ms */
  now: number;
  /** when the user signed in (the refresh family's start), epoch ms */
  authTime: number;
  /**
   * The sign-in the token descends from (its refresh family), as Cognito's origin_jti: the
   * client revokes it at sign-out (RevokeToken), and GlobalSignOut is checked against it.
   */
  originJti: string;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

function signed(claims: Record<string, unknown>, context: TokenContext, lifetimeS: number) {
  const iat = seconds(context.now);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: context.key.kid, typ: 'JWT' })
    .setIssuer(context.issuer)
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetimeS)
    .sign(context.key.privateKey);
}

export function issueIdToken(
  user: TokenSubject,
  context: TokenContext,
  lifetimeS = TOKEN_LIFETIME_S,
) {
  return signed(
    {
      sub: user.sub,
      aud: context.clientId,
      email: user.email,
      email_verified: user.emailVerified,
      ...(user.givenName !== null ? { given_name: user.givenName } : {}),
      ...(user.familyName !== null ? { family_name: user.familyName } : {}),
      'cognito:username': user.username,
      event_id: randomUUID(),
      origin_jti: context.originJti,
      token_use: 'id',
      auth_time: seconds(context.authTime),
      jti: randomUUID(),
    },
    context,
    lifetimeS,
  );
}

export function issueAccessToken(
  user: TokenSubject,
  context: TokenContext,
  lifetimeS = TOKEN_LIFETIME_S,
) {
  return signed(
    {
      sub: user.sub,
      client_id: context.clientId,
      username: user.username,
      event_id: randomUUID(),
      origin_jti: context.originJti,
      token_use: 'access',
      scope: ACCESS_SCOPE,
      auth_time: seconds(context.authTime),
      jti: randomUUID(),
    },
    context,
    lifetimeS,
  );
}

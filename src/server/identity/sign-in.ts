/**
 * A sign-in's answer: a new refresh token of the family (a new family at a password sign-in),
 * and ID and access tokens signed for this request's issuer, as InitiateAuth's
 * AuthenticationResult.
 */
import type { AuthenticationResult } from '../../shared/api/identity';
import type { Database } from '../db/client';
import type { IdentityContext } from './identity-context';
import { issueRefreshToken, type RefreshFamily } from './refresh-tokens';
import { issueAccessToken, issueIdToken, TOKEN_LIFETIME_S, type TokenContext } from './tokens';
import { tokenSubject, type IdentityUser } from './users';

export async function authenticationResult(
  context: IdentityContext,
  db: Database,
  user: IdentityUser,
  family: RefreshFamily,
): Promise<AuthenticationResult> {
  const refreshToken = await issueRefreshToken(db, family, context.now);
  const tokens: TokenContext = {
    key: context.key,
    issuer: context.issuer,
    clientId: context.clientId,
    now: context.now,
    authTime: family.authTime,
    originJti: family.familyId,
  };
  const subject = tokenSubject(user);
  return {
    AccessToken: await issueAccessToken(subject, tokens),
    ExpiresIn: TOKEN_LIFETIME_S,
    IdToken: await issueIdToken(subject, tokens),
    RefreshToken: refreshToken,
    TokenType: 'Bearer',
  };
}

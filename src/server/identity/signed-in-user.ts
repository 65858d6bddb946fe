/**
 * The user an operation's AccessToken names (GetUser, UpdateUserAttributes, ChangePassword,
 * GlobalSignOut). Unlike the shop API's JWKS check, the provider sees revocations: a token of a
 * sign-in older than the user's last GlobalSignOut or password reset is refused, and so is one
 * whose sign-in (refresh family) was revoked.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { TokenRejected, verifyAccessToken } from './access-tokens';
import type { IdentityContext } from './identity-context';
import { notAuthorized } from './identity-error';
import { identityRefreshTokens } from './identity-tables';
import type { TrustedPool } from './access-tokens';
import { findUserBySub, type IdentityUser } from './users';

export interface SignedIn {
  user: IdentityUser;
  /** the refresh family the token descends from */
  familyId: string;
}

export async function signedInUser(
  context: IdentityContext,
  pool: TrustedPool,
  accessToken: string,
): Promise<SignedIn> {
  let claims;
  try {
    claims = await verifyAccessToken(accessToken, pool, context.now);
  } catch (error) {
    if (!(error instanceof TokenRejected)) throw error;
    throw notAuthorized(
      /"exp"/.test(error.message) ? 'Access Token has expired' : 'Invalid Access Token',
    );
  }
  const user = await findUserBySub(context.db, claims.sub);
  if (!user || claims.originJti === null) throw notAuthorized('Invalid Access Token');
  // a family keeps at least one unrevoked token while its sign-in stands
  const [live] = await context.db
    .select({ authTime: identityRefreshTokens.authTime })
    .from(identityRefreshTokens)
    .where(
      and(
        eq(identityRefreshTokens.familyId, claims.originJti),
        eq(identityRefreshTokens.userSub, user.sub),
        isNull(identityRefreshTokens.revokedAt),
      ),
    )
    .limit(1);
  if (!live || live.authTime.getTime() < user.tokensValidAfter.getTime())
    throw notAuthorized('Access Token has been revoked');
  return { user, familyId: claims.originJti };
}

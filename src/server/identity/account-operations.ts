/**
 * The operations of a signed-in user, each authorised by its AccessToken (signed-in-user.ts):
 * GetUser, UpdateUserAttributes (the names), ChangePassword and GlobalSignOut, and RevokeToken,
 * which the client sends at sign-out for a token carrying origin_jti.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { IdentityRequest } from '../../shared/api/identity';
import type { TrustedPool } from './access-tokens';
import type { IdentityContext } from './identity-context';
import { notAuthorized } from './identity-error';
import { identityRefreshTokens, identityUsers } from './identity-tables';
import { hashPassword, passwordMatches } from './passwords';
import { checkPassword } from './password-policy';
import { revokeRefreshFamilyOf, revokeUserTokens } from './refresh-tokens';
import { signedInUser } from './signed-in-user';
import { attributesOf, nameAttributes } from './users';

export async function getUser(
  context: IdentityContext,
  pool: TrustedPool,
  request: IdentityRequest<'GetUser'>,
) {
  const { user } = await signedInUser(context, pool, request.AccessToken);
  return { Username: user.username, UserAttributes: attributesOf(user) };
}

export async function updateUserAttributes(
  context: IdentityContext,
  pool: TrustedPool,
  request: IdentityRequest<'UpdateUserAttributes'>,
) {
  const { user } = await signedInUser(context, pool, request.AccessToken);
  const names = nameAttributes(request.UserAttributes);
  await context.db
    .update(identityUsers)
    .set({ ...names, updatedAt: new Date(context.now) })
    .where(eq(identityUsers.sub, user.sub));
  return { CodeDeliveryDetailsList: [] };
}

/**
 * A changed password signs out every other sign-in (their refresh tokens are revoked); the
 * one that changed it stays signed in.
 */
export async function changePassword(
  context: IdentityContext,
  pool: TrustedPool,
  request: IdentityRequest<'ChangePassword'>,
) {
  const { user, familyId } = await signedInUser(context, pool, request.AccessToken);
  await context.limiter.attempt('ChangePassword', context.address, user.username);
  if (!(await passwordMatches(user.passwordHash, request.PreviousPassword))) throw notAuthorized();
  checkPassword(request.ProposedPassword);
  const passwordHash = await hashPassword(request.ProposedPassword);
  await context.db.transaction(async (tx) => {
    await tx
      .update(identityUsers)
      .set({ passwordHash, updatedAt: new Date(context.now) })
      .where(eq(identityUsers.sub, user.sub));
    await tx
      .update(identityRefreshTokens)
      .set({ revokedAt: new Date(context.now) })
      .where(
        and(
          eq(identityRefreshTokens.userSub, user.sub),
          ne(identityRefreshTokens.familyId, familyId),
          isNull(identityRefreshTokens.revokedAt),
        ),
      );
  });
  return {};
}

/** Every sign-in of the user ends: refresh tokens revoked, older access tokens refused here. */
export async function globalSignOut(
  context: IdentityContext,
  pool: TrustedPool,
  request: IdentityRequest<'GlobalSignOut'>,
) {
  const { user } = await signedInUser(context, pool, request.AccessToken);
  await context.db.transaction(async (tx) => {
    await revokeUserTokens(tx, user.sub, context.now);
    await tx
      .update(identityUsers)
      .set({ tokensValidAfter: new Date(context.now), updatedAt: new Date(context.now) })
      .where(eq(identityUsers.sub, user.sub));
  });
  return {};
}

/** Ends the sign-in a refresh token belongs to; an unknown token has nothing to end. */
export async function revokeToken(
  context: IdentityContext,
  request: IdentityRequest<'RevokeToken'>,
) {
  await revokeRefreshFamilyOf(context.db, request.Token, context.now);
  return {};
}

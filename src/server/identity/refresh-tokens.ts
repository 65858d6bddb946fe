/**
 * Refresh tokens: 32 random bytes shown once, stored as their SHA-256, valid 30 days, rotated
 * at every use. A rotated token presented again within the grace period (a client's retry
 * after a lost answer, two tabs refreshing at once) still answers; after it, the reuse means a
 * copy of the token is in other hands, and every token of its family is revoked (OAuth 2.0
 * Security BCP, "refresh token rotation").
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notAuthorized } from './identity-error';
import { identityRefreshTokens } from './identity-tables';

export const REFRESH_LIFETIME_MS = 30 * 24 * 3_600_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface RefreshFamily {
  userSub: string;
  familyId: string;
  /** the sign-in's time, epoch ms */
  authTime: number;
}

/** Stores and returns a new refresh token of `family` (a new family at sign-in). */
export async function issueRefreshToken(
  db: Database,
  family: RefreshFamily,
  now: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(identityRefreshTokens).values({
    tokenHash: hashOf(token),
    userSub: family.userSub,
    familyId: family.familyId,
    authTime: new Date(family.authTime),
    issuedAt: new Date(now),
    expiresAt: new Date(now + REFRESH_LIFETIME_MS),
  });
  return token;
}

export const newFamily = (userSub: string, now: number): RefreshFamily => ({
  userSub,
  familyId: randomUUID(),
  authTime: now,
});

/**
 * Rotates `token`: marks it used and returns its family, for the caller to issue the next
 * token in the same transaction. Throws NotAuthorizedException for an unknown, expired or
 * revoked token, and for a reuse after the grace period, after revoking the family (in a
 * transaction of its own, so the revocation holds although the caller's fails).
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  now: number,
  graceMs: number,
): Promise<RefreshFamily> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(identityRefreshTokens)
      .where(eq(identityRefreshTokens.tokenHash, hashOf(token)))
      .for('update');
    if (!row) return notAuthorized('Invalid Refresh Token');
    if (row.revokedAt !== null) return notAuthorized('Refresh Token has been revoked');
    if (row.expiresAt.getTime() <= now) return notAuthorized('Refresh Token has expired');
    if (row.rotatedAt !== null && now - row.rotatedAt.getTime() > graceMs) {
      await revokeFamily(tx, row.familyId, now);
      return notAuthorized('Refresh Token has been revoked');
    }
    if (row.rotatedAt === null)
      await tx
        .update(identityRefreshTokens)
        .set({ rotatedAt: new Date(now) })
        .where(eq(identityRefreshTokens.id, row.id));
    return { userSub: row.userSub, familyId: row.familyId, authTime: row.authTime.getTime() };
  });
  if (outcome instanceof Error) throw outcome;
  return outcome;
}

async function revokeFamily(db: Database, familyId: string, now: number): Promise<void> {
  await db
    .update(identityRefreshTokens)
    .set({ revokedAt: new Date(now) })
    .where(
      and(eq(identityRefreshTokens.familyId, familyId), isNull(identityRefreshTokens.revokedAt)),
    );
}

/** Revokes every refresh token of a user (GlobalSignOut, a changed or reset password). */
export async function revokeUserTokens(db: Database, userSub: string, now: number): Promise<void> {
  await db
    .update(identityRefreshTokens)
    .set({ revokedAt: new Date(now) })
    .where(
      and(eq(identityRefreshTokens.userSub, userSub), isNull(identityRefreshTokens.revokedAt)),
    );
}

/** Revokes the family `token` belongs to (RevokeToken); an unknown token changes nothing. */
export async function revokeRefreshFamilyOf(
  db: Database,
  token: string,
  now: number,
): Promise<void> {
  const [row] = await db
    .select({ familyId: identityRefreshTokens.familyId })
    .from(identityRefreshTokens)
    .where(eq(identityRefreshTokens.tokenHash, hashOf(token)));
  if (row) await revokeFamily(db, row.familyId, now);
}

/**
 * Sign-up and reset codes: six crypto-random digits, stored as a salted SHA-256, valid ten
 * minutes, used once. A newer code replaces the older one of its purpose; five wrong answers
 * spend a code (the next answer is LimitExceededException); at most five codes an hour are
 * sent to one account. Callers run these inside their transaction: a code is read `for update`,
 * so two answers at once are counted one after the other.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { IdentityError } from './identity-error';
import { identityCodes } from './identity-tables';

export type CodePurpose = 'confirm-sign-up' | 'forgot-password';

export const CODE_LIFETIME_MS = 10 * 60_000;
export const CODE_ATTEMPTS = 5;
export const CODE_SENDS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

const digest = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest();

const attemptLimit = () =>
  new IdentityError(
    'LimitExceededException',
    'Attempt limit exceeded, please try after some time.',
  );

/** Makes and stores a new code for the user (replacing any live one of its purpose). */
export async function issueCode(
  db: Database,
  userSub: string,
  purpose: CodePurpose,
  now: number,
): Promise<string> {
  const [sent] = await db
    .select({ sends: count() })
    .from(identityCodes)
    .where(
      and(eq(identityCodes.userSub, userSub), gt(identityCodes.createdAt, new Date(now - HOUR_MS))),
    );
  if ((sent?.sends ?? 0) >= CODE_SENDS_PER_HOUR) throw attemptLimit();
  await db
    .update(identityCodes)
    .set({ spentAt: new Date(now) })
    .where(
      and(
        eq(identityCodes.userSub, userSub),
        eq(identityCodes.purpose, purpose),
        isNull(identityCodes.spentAt),
      ),
    );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  await db.insert(identityCodes).values({
    userSub,
    purpose,
    salt,
    codeHash: digest(salt, code).toString('base64url'),
    expiresAt: new Date(now + CODE_LIFETIME_MS),
    createdAt: new Date(now),
  });
  return code;
}

/**
 * Spends the user's code of `purpose` when `code` is it and runs `onMatch` in the same
 * transaction; otherwise throws Cognito's answer: CodeMismatchException (wrong, or no code to
 * check), ExpiredCodeException, or LimitExceededException once its attempts are used up. A
 * wrong answer is counted in a transaction of its own, committed before the error is thrown.
 */
export async function redeemCode(
  db: Database,
  userSub: string,
  purpose: CodePurpose,
  code: string,
  now: number,
  onMatch: (tx: Database) => Promise<void>,
): Promise<void> {
  const refusal = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(identityCodes)
      .where(and(eq(identityCodes.userSub, userSub), eq(identityCodes.purpose, purpose)))
      // the live code first: a code issued in the same instant as the one it replaced ties
      .orderBy(sql`${identityCodes.spentAt} is null desc`, desc(identityCodes.createdAt))
      .limit(1)
      .for('update');
    const mismatch = new IdentityError(
      'CodeMismatchException',
      'Invalid verification code provided, please try again.',
    );
    if (!row) return mismatch;
    if (row.attempts >= CODE_ATTEMPTS) return attemptLimit();
    if (row.spentAt !== null) return mismatch;
    if (row.expiresAt.getTime() <= now)
      return new IdentityError(
        'ExpiredCodeException',
        'Invalid code provided, please request a code again.',
      );
    const expected = Buffer.from(row.codeHash, 'base64url');
    if (timingSafeEqual(expected, digest(row.salt, code))) {
      await tx
        .update(identityCodes)
        .set({ spentAt: new Date(now) })
        .where(eq(identityCodes.id, row.id));
      await onMatch(tx);
      return null;
    }
    const attempts = row.attempts + 1;
    await tx
      .update(identityCodes)
      .set({ attempts, ...(attempts >= CODE_ATTEMPTS ? { spentAt: new Date(now) } : {}) })
      .where(eq(identityCodes.id, row.id));
    return mismatch;
  });
  if (refusal) throw refusal;
}

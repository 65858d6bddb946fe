/**
 * Single use of a solved challenge: redeeming inserts its digest, and a digest already there
 * means the solution was used before. One statement, so two requests racing with one solution
 * across instances let exactly one through. A row is kept until its challenge has expired by
 * the database's clock with a margin, so an instance whose clock runs behind never takes an
 * expired, forgotten challenge for a fresh one.
 */
import { inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ago } from '../db/sql-time';
import { captchaRedeemed } from './captcha-tables';

/** True when this call redeemed `challenge`; false when it had been redeemed before. */
export async function redeemChallenge(
  db: Database,
  challenge: string,
  expiresAtSeconds: number,
): Promise<boolean> {
  const inserted = await db
    .insert(captchaRedeemed)
    .values({ challenge, expiresAt: new Date(expiresAtSeconds * 1000) })
    .onConflictDoNothing()
    .returning({ challenge: captchaRedeemed.challenge });
  return inserted.length > 0;
}

/** Instances' clocks may be this far behind the database's. */
const CLOCK_MARGIN_MS = 10 * 60 * 1000;

/** Deletes up to `limit` redeemed challenges long expired; returns how many. */
export async function deleteExpiredRedeemed(db: Database, limit: number): Promise<number> {
  const expired = db
    .select({ challenge: captchaRedeemed.challenge })
    .from(captchaRedeemed)
    .where(lte(captchaRedeemed.expiresAt, ago(CLOCK_MARGIN_MS)))
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(captchaRedeemed)
    .where(inArray(captchaRedeemed.challenge, expired))
    .returning({ challenge: captchaRedeemed.challenge });
  return deleted.length;
}

/**
 * The key challenges are signed with: made on the first start and kept in the database, so
 * every instance and every restart accepts a challenge any of them handed out. Instances
 * starting together on an empty table each make one under a shared lock; the first insert
 * wins and all of them then read the row that is there (as the payment provider's keys do,
 * payments/provider-keys.ts).
 */
import { randomBytes } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { captchaKeys } from './captcha-tables';

/** Any 64-bit number; "vtrcap" in ASCII: serialises first starts across instances. */
const KEY_LOCK = '130242507399536';

async function oldestKey(db: Database): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ secret: captchaKeys.secret })
    .from(captchaKeys)
    .orderBy(asc(captchaKeys.createdAt))
    .limit(1);
  return row && Buffer.from(row.secret, 'base64url');
}

/** The signing key, made when the database has none. */
export async function loadCaptchaKey(db: Database): Promise<Buffer> {
  const existing = await oldestKey(db);
  if (existing) return existing;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK}::bigint)`);
    const [row] = await tx.select({ keyId: captchaKeys.keyId }).from(captchaKeys).limit(1);
    if (row) return;
    await tx.insert(captchaKeys).values({
      keyId: randomBytes(9).toString('base64url'),
      secret: randomBytes(32).toString('base64url'),
    });
  });
  const made = await oldestKey(db);
  if (!made) throw new Error('the captcha signing key could not be stored');
  return made;
}

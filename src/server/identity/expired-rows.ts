/**
 * The identity provider's rows that have outlived their use, for the housekeeping: codes sent
 * over an hour ago (past their ten minutes and the hourly send count), refresh tokens expired
 * a day ago (every access token of their sign-in expired long before) and mailbox messages
 * older than a week. Bounded and skipping rows another instance is deleting, as the other
 * cleanups are.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

const deleted = (result: unknown) => {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
};

/** Deletes up to `limit` rows of each kind; returns how many in all. */
export async function deleteExpiredIdentityRows(db: Database, limit: number): Promise<number> {
  const codes = await db.execute(sql`
    delete from identity_codes where id in (
      select id from identity_codes where created_at < now() - interval '1 hour'
      limit ${limit} for update skip locked)`);
  const tokens = await db.execute(sql`
    delete from identity_refresh_tokens where id in (
      select id from identity_refresh_tokens where expires_at < now() - interval '1 day'
      limit ${limit} for update skip locked)`);
  const messages = await db.execute(sql`
    delete from identity_mailbox where id in (
      select id from identity_mailbox where sent_at < now() - interval '7 days'
      limit ${limit} for update skip locked)`);
  return deleted(codes) + deleted(tokens) + deleted(messages);
}

/**
 * Shopping sessions: an anonymous id tied to a site and language, owner of a cart. A session
 * expires when unused for the idle time (sliding, DESIGN §5): each use found here extends it.
 * Extending it is a write, so it is written only once the stored time is older than
 * TOUCH_FRACTION of the idle time; the expiry is thus exact to that fraction, and a busy
 * session costs one write per fraction, not one per request. Times are the database's, so
 * every server instance agrees on them.
 */
import { inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ago } from '../db/sql-time';
import { rawQuery, type HotStatement } from '../db/raw-query';
import { sessions } from '../db/schema';
import { isUuid } from '../db/uuid';

export type SessionRow = typeof sessions.$inferSelect;

/** A session's "last used" time is rewritten once it is older than this share of the idle time. */
export const TOUCH_FRACTION = 1 / 100;

/** What a statement needs to check a session: its id and the idle time. */
export interface SessionUse {
  id: string;
  idleMs: number;
}

/**
 * The first three values of a statement that checks its session (migration 0010's
 * `session_use`): the session id, the idle time and the touch time, in milliseconds.
 */
export function sessionParams(use: SessionUse): [string, number, number] {
  return [use.id, Math.round(use.idleMs), Math.round(use.idleMs * TOUCH_FRACTION)];
}

export async function createSession(
  db: Database,
  values: { language: string; site: string },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

const SESSION_USE: HotStatement = {
  name: 'session_use',
  text: 'select * from session_use($1::uuid, $2::bigint, $3::bigint, false)',
};

interface SessionUseRow {
  id: string;
  language: string;
  site: string;
  created_at: Date;
  last_used_at: Date;
  cart_public_id: string;
  voucher_code: string | null;
  consumer: unknown;
  shipping_method: string | null;
  account_id: string | null;
}

/**
 * The session with this id if it was used within `idleMs`, marked as used now: migration 0010's
 * `session_use`, the check every cart statement also makes in its own statement.
 */
export async function findSession(
  db: Database,
  id: string,
  idleMs: number,
): Promise<SessionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [found] = await rawQuery<SessionUseRow>(db, SESSION_USE, sessionParams({ id, idleMs }));
  return (
    found && {
      id: found.id,
      language: found.language,
      site: found.site,
      createdAt: found.created_at,
      lastUsedAt: found.last_used_at,
      cartPublicId: found.cart_public_id,
      voucherCode: found.voucher_code,
      consumer: found.consumer,
      shippingMethod: found.shipping_method,
      accountId: found.account_id,
    }
  );
}

/**
 * Deletes up to `limit` sessions unused for `idleMs` (their cart lines and favourites go with
 * them) and returns how many. Rows another instance is deleting are skipped, not waited for.
 */
export async function deleteExpiredSessions(
  db: Database,
  idleMs: number,
  limit: number,
): Promise<number> {
  const expired = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(lt(sessions.lastUsedAt, ago(idleMs)))
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(sessions)
    .where(inArray(sessions.id, expired))
    .returning({ id: sessions.id });
  return deleted.length;
}

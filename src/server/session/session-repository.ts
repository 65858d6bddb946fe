/**
 * Shopping sessions: an anonymous id tied to a site and language, owner of a cart. A session
 * expires when unused for the idle time (sliding, DESIGN §5): each use found here extends it.
 * Extending it is a write, so it is written only once the stored time is older than
 * TOUCH_FRACTION of the idle time; the expiry is thus exact to that fraction, and a busy
 * session costs one write per fraction, not one per request. Times are the database's, so
 * every server instance agrees on them.
 */
import { and, eq, getTableColumns, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { isUuid } from '../db/uuid';

export type SessionRow = typeof sessions.$inferSelect;

/** A session's "last used" time is rewritten once it is older than this share of the idle time. */
export const TOUCH_FRACTION = 1 / 100;

/** `now() - ms`, in the database's clock. */
const ago = (ms: number) => sql`now() - (${Math.round(ms)}::bigint * interval '1 millisecond')`;

export async function createSession(
  db: Database,
  values: { language: string; site: string },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

/** The session with this id if it was used within `idleMs`, marked as used now. */
export async function findSession(
  db: Database,
  id: string,
  idleMs: number,
): Promise<SessionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const touchAfter = ago(idleMs * TOUCH_FRACTION);
  const [found] = await db
    .select({
      ...getTableColumns(sessions),
      due: sql<boolean>`${sessions.lastUsedAt} < ${touchAfter}`,
    })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.lastUsedAt, ago(idleMs))))
    .limit(1);
  if (!found) return undefined;
  const { due, ...session } = found;
  if (!due) return session;
  // Another request may have touched it meanwhile: then this one writes nothing.
  const [touched] = await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(sessions.id, id), lt(sessions.lastUsedAt, touchAfter)))
    .returning({ lastUsedAt: sessions.lastUsedAt });
  return touched ? { ...session, ...touched } : session;
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

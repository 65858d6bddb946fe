/** Shopping sessions: an anonymous id tied to a site and language, owner of a cart. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { isUuid } from '../db/uuid';

export type SessionRow = typeof sessions.$inferSelect;

export async function createSession(
  db: Database,
  values: { language: string; site: string },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

export async function findSession(db: Database, id: string): Promise<SessionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return row;
}

import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The rows of a statement written in SQL, run on `db` or a transaction on it: for the few
 * statements drizzle's builder cannot say (a call of one of the migrations' functions, an
 * update whose rows come from a subquery). Both drivers answer with `rows`.
 */
export async function sqlRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

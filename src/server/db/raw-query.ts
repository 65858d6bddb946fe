/**
 * The driver under drizzle, for the few hot statements (one per request) where drizzle's own
 * work — building the query object, mapping the result — costs as much as the statement on the
 * embedded database. On PostgreSQL the statement is a named prepared statement (parsed and
 * planned once per connection); on PGlite too, sent in one message (db/pglite-prepared.ts). The
 * SQL is the same on both; values are positional ($1, $2, …) and cast in the SQL.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './client';
import type * as PglitePrepared from './pglite-prepared';

/** A statement run often: its name (unique per text) and its SQL. */
export interface HotStatement {
  name: string;
  text: string;
}

interface PgPool {
  totalCount: number;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

// Loaded with the first hot statement on PGlite, as PGlite itself is (db/client.ts).
let pgliteModule: Promise<typeof PglitePrepared> | undefined;

export async function rawQuery<T>(
  db: Database,
  statement: HotStatement,
  values: unknown[],
): Promise<T[]> {
  const client = (db as unknown as { $client: PgPool | PGlite }).$client;
  if ('totalCount' in client) {
    const result = await client.query({ name: statement.name, text: statement.text, values });
    return result.rows as T[];
  }
  const { preparedQuery } = await (pgliteModule ??= import('./pglite-prepared'));
  return preparedQuery<T>(client, statement, values);
}

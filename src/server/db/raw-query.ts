/**
 * The driver under drizzle, for the few hot statements (one per request) where drizzle's own
 * work — building the query object, mapping the result — costs as much as the statement on the
 * embedded database. On PostgreSQL the statement is a named prepared statement (parsed and
 * planned once per connection); on PGlite it goes straight to PGlite's query. The SQL is the
 * same on both; values are positional ($1, $2, …).
 */
import type { Database } from './client';

/** A statement run often: its name (unique per text) and its SQL. */
export interface HotStatement {
  name: string;
  text: string;
}

interface PgPool {
  totalCount: number;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

interface Pglite {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

export async function rawQuery<T>(
  db: Database,
  statement: HotStatement,
  values: unknown[],
): Promise<T[]> {
  const client = (db as unknown as { $client: PgPool | Pglite }).$client;
  const result =
    'totalCount' in client
      ? await client.query({ name: statement.name, text: statement.text, values })
      : await client.query(statement.text, values);
  return result.rows as T[];
}

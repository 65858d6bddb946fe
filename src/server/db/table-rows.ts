/**
 * Row counts of every table of the schema: what seeding checks before it writes into a
 * database that claims to be empty, and what a restore reports.
 */
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import * as schema from './schema';

/**
 * Tables of counters rather than data: UNLOGGED (migration 0005), so a crash or PGlite's
 * file-level backup may empty them, which loses nothing. The row counts a restore reports
 * and the "is this database empty" check of seeding leave them out.
 */
const EPHEMERAL_TABLES: ReadonlySet<string> = new Set([getTableName(schema.rateLimitHits)]);

const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) => !EPHEMERAL_TABLES.has(getTableName(table)))
  .sort((a, b) => getTableName(a).localeCompare(getTableName(b)));

/** Every data table of the schema by its SQL name, sorted. */
export const TABLE_NAMES = TABLES.map((table) => getTableName(table));

export async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await db.select({ value: count() }).from(table);
    counts[getTableName(table)] = row?.value ?? 0;
  }
  return counts;
}

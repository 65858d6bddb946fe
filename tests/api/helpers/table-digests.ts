/**
 * Every row of every table, reduced to a count and a digest per table: two databases with the
 * same digests hold the same rows (compared as text, in a fixed order).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { TABLE_NAMES } from '../../../src/server/db/table-rows';

export type TableDigests = Record<string, { rows: number; digest: string }>;

export async function tableDigests(db: Database): Promise<TableDigests> {
  const digests: TableDigests = {};
  for (const name of TABLE_NAMES) {
    const table = sql.identifier(name);
    const result = (await db.execute(
      sql`select count(*)::int as rows,
                 md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as digest
          from ${table} t`,
    )) as unknown as { rows: Array<{ rows: number; digest: string }> };
    digests[name] = result.rows[0]!;
  }
  return digests;
}

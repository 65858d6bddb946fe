/**
 * Every row of every table, reduced to a count and a digest per table: two databases with the
 * same digests hold the same rows (compared as text, in a fixed order). One statement for all
 * tables, as the fuzz suite takes it often (helpers/fuzz/row-guard.ts).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { TABLE_NAMES } from '../../../src/server/db/table-rows';

export type TableDigests = Record<string, { rows: number; digest: string }>;

export async function tableDigests(db: Database): Promise<TableDigests> {
  const perTable = TABLE_NAMES.map(
    (name) =>
      sql`select ${name}::text as name, count(*)::int as rows,
                 md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as digest
          from ${sql.identifier(name)} t`,
  );
  const result = (await db.execute(sql.join(perTable, sql` union all `))) as unknown as {
    rows: Array<{ name: string; rows: number; digest: string }>;
  };
  const digests: TableDigests = {};
  for (const { name, rows, digest } of result.rows) digests[name] = { rows, digest };
  return digests;
}

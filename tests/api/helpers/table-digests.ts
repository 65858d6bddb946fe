/**
 * Every row of every table, reduced to a count and a digest per table: two databases with the
 * same digests hold the same rows (compared as text, in a fixed order). One statement for all
 * tables, as the fuzz suite takes it often (helpers/fuzz/row-guard.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { TABLE_NAMES } from '../../../src/server/db/table-rows';

export type TableDigests = Record<string, { rows: number; digest: string }>;

/** A table's rows as they are compared: the whole table, unless `views` names a projection. */
async function digestsOf(db: Database, views: Record<string, SQL> = {}): Promise<TableDigests> {
  const perTable = TABLE_NAMES.map(
    (name) =>
      sql`select ${name}::text as name, count(*)::int as rows,
                 md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as digest
          from ${views[name] ?? sql.identifier(name)} t`,
  );
  const result = (await db.execute(sql.join(perTable, sql` union all `))) as unknown as {
    rows: Array<{ name: string; rows: number; digest: string }>;
  };
  const digests: TableDigests = {};
  for (const { name, rows, digest } of result.rows) digests[name] = { rows, digest };
  return digests;
}

export const tableDigests = (db: Database) => digestsOf(db);

/**
 * What a restore must give back, as a server started on it shows it: every row, except what
 * each start rewrites by design — the window (start, end) and update time of the demo campaign
 * that renews at start (seed/promotions/demo-campaigns.ts), and the campaigns' revision that
 * the rewrite bumps.
 */
export async function restoredDigests(db: Database): Promise<TableDigests> {
  const digests = await digestsOf(db, {
    campaigns: sql`(select id, texts, gift_skus, renews_at_start, position,
      case when renews_at_start then definition - 'start' - 'end' else definition end,
      case when renews_at_start then null else updated_at end from campaigns)`,
  });
  delete digests.campaign_revision;
  return digests;
}

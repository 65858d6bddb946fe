/**
 * "No stored row changed by a rejected request" at fuzzing speed. Comparing a digest of every
 * table around each request would cost ~20 ms a request, so a cheaper fact screens first:
 * PostgreSQL gives a transaction an id the moment it writes, so while the next transaction id
 * (the current snapshot's xmax) has not moved, nothing was written. Only when it moved is the
 * digest of every table taken: a rejected request must leave it as it was before, and a
 * successful one makes its digest the new baseline. Both PGlite and PostgreSQL count this way;
 * writes elsewhere on a shared PostgreSQL cluster only cost extra digests.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../../src/server/db/client';
import { tableDigests, type TableDigests } from '../table-digests';

async function nextTransactionId(db: Database): Promise<string> {
  const result = (await db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`,
  )) as unknown as { rows: Array<{ xid: string }> };
  return result.rows[0]!.xid;
}

/** Tables whose digest changed, by name. */
function changedTables(before: TableDigests, after: TableDigests): string[] {
  return Object.keys(after).filter((name) => before[name]?.digest !== after[name]!.digest);
}

export interface RowGuard {
  /**
   * After each request, in order: the tables a rejected request changed (empty when none).
   * Also records the state a successful request left as the new baseline.
   */
  after(rejected: boolean): Promise<string[]>;
  /** how often the full digest was needed */
  digests(): number;
}

export async function rowGuard(db: Database): Promise<RowGuard> {
  let xid = await nextTransactionId(db);
  let baseline = await tableDigests(db);
  let taken = 0;
  return {
    async after(rejected) {
      const now = await nextTransactionId(db);
      if (now === xid) return [];
      // read before the digest: a write landing between the two is seen at the next request
      xid = now;
      const digests = await tableDigests(db);
      taken++;
      const changed = rejected ? changedTables(baseline, digests) : [];
      baseline = digests;
      return changed;
    },
    digests: () => taken,
  };
}

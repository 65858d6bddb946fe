import { sql } from 'drizzle-orm';

/** `now() - ms`, in the database's clock: what "older than" compares rows' timestamps with. */
export const ago = (ms: number) =>
  sql`now() - (${Math.round(ms)}::bigint * interval '1 millisecond')`;

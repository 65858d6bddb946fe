/**
 * The store of @fastify/rate-limit kept in the database (table rate_limit_hits), so every
 * server instance on one PostgreSQL counts against the same limits; PGlite runs the same SQL.
 *
 * A hit costs one statement: an upsert that starts a fixed window for a new client (or one
 * whose window has ended) and otherwise adds one, returning the count and the time left in
 * the window, all in the database's clock. Concurrent hits on one key are serialised by the
 * row lock of the upsert, so none is lost.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** What the limiter needs of a hit: the count in the window and the milliseconds left in it. */
export interface WindowCount {
  current: number;
  ttl: number;
}

export async function countHit(db: Database, key: string, windowMs: number): Promise<WindowCount> {
  const result = (await db.execute(sql`
    insert into rate_limit_hits as counter (key, hits, window_ends_at)
    values (${key}, 1, now() + ${Math.round(windowMs)}::int * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when counter.window_ends_at <= now() then 1 else counter.hits + 1 end,
      window_ends_at = case when counter.window_ends_at <= now()
        then excluded.window_ends_at else counter.window_ends_at end
    returning hits as current,
      greatest(0, ceil(extract(epoch from counter.window_ends_at - now()) * 1000))::int as ttl
  `)) as unknown as { rows: WindowCount[] };
  const row = result.rows[0];
  if (!row) throw new Error('the rate-limit upsert returned no row');
  return row;
}

/** Deletes up to `limit` counters whose window has ended; returns how many. */
export async function deleteEndedWindows(db: Database, limit: number): Promise<number> {
  const result = (await db.execute(sql`
    delete from rate_limit_hits where key in (
      select key from rate_limit_hits where window_ends_at <= now()
      limit ${limit} for update skip locked)
  `)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}

/** The store class @fastify/rate-limit instantiates, bound to a database. */
export function databaseStore(db: Database): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: WindowCount) => void,
      timeWindow: number,
    ): void {
      countHit(db, key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    // Routes share one table: the bucket is part of the key, so a child is this same store.
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * The store of @fastify/rate-limit: counts kept in memory and written to the database (table
 * rate_limit_hits) in batches, so every server instance on one PostgreSQL counts against the
 * same limits without a database round trip per request; PGlite runs the same SQL.
 *
 * How it works. Each instance holds, per key, the shared count it last read from the table
 * and the hits it has admitted since (pending). A hit is answered at once from memory while
 * the known count plus the pending hits stay under the limit and the pending hits stay within
 * the key's batch (batchSize: 1 % of the limit, at most 100). Every FLUSH_EVERY_MS — or at once
 * when a key's batch is full — one statement adds every key's pending hits to the table and
 * reads the totals back, other instances' hits included. A hit beyond the batch waits for that
 * statement and takes its number from the total, so small limits (under 100 a window) are
 * counted exactly across instances, as before. A client over its limit as this instance knows
 * it is refused at once, without a round trip.
 *
 * The trade: an instance learns of the other instances' hits only when it flushes, so across n
 * instances a client can be admitted up to about (n − 1) × batchSize hits beyond its limit
 * (a limit of 1,200 a minute on 3 instances: about 24 more). One instance never admits more
 * than its limit.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rawQuery, type HotStatement } from '../db/raw-query';
import {
  BatchedCounts,
  type CountIncrement,
  type CountTotal,
  type WindowCount,
} from './batched-counts';

/**
 * Adds the hits of many keys in one statement and returns their totals; `recheck` keys (known
 * to be over their limit, with nothing to add) are only read, so a counter an operator reset
 * or a window that ended early is seen. A key whose window has ended starts a new one. Keys
 * are written in order, so two instances flushing at once take the row locks in the same order
 * and never deadlock.
 */
export async function addHits(
  db: Database,
  increments: readonly CountIncrement[],
  recheck: readonly string[],
): Promise<CountTotal[]> {
  const sorted = [...increments].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rows = await rawQuery<{ key: string; hits: number; ttl: number }>(db, ADD_HITS, [
    sorted.map((increment) => increment.key),
    sorted.map((increment) => increment.hits),
    sorted.map((increment) => Math.round(increment.windowMs)),
    [...recheck],
  ]);
  return rows.map((row) => ({ key: row.key, hits: Number(row.hits), ttl: Number(row.ttl) }));
}

/** Milliseconds left of a counter's window (`table` names the counter's row). */
const ttl = (table: string) =>
  `greatest(0, ceil(extract(epoch from ${table}.window_ends_at - now()) * 1000))::int`;

// A prepared statement (db/raw-query.ts): under load a key's batch fills many times a second.
const ADD_HITS: HotStatement = {
  name: 'rate_limit_add_hits',
  text: `
    with added as (
      insert into rate_limit_hits as counter (key, hits, window_ends_at)
      select batch.key, batch.hits, now() + batch.window_ms * interval '1 millisecond'
      from unnest($1::text[], $2::int[], $3::int[])
        with ordinality as batch(key, hits, window_ms, position)
      order by batch.position
      on conflict (key) do update set
        hits = case when counter.window_ends_at <= now()
          then excluded.hits else counter.hits + excluded.hits end,
        window_ends_at = case when counter.window_ends_at <= now()
          then excluded.window_ends_at else counter.window_ends_at end
      returning counter.key, counter.hits, counter.window_ends_at
    )
    select key, hits, ${ttl('added')} as ttl from added
    union all
    select key, hits, ${ttl('rate_limit_hits')} as ttl from rate_limit_hits
    where key = any($4::text[]) and window_ends_at > now()`,
};

/** Deletes up to `limit` counters whose window has ended; returns how many. */
export async function deleteEndedWindows(db: Database, limit: number): Promise<number> {
  const result = (await db.execute(sql`
    delete from rate_limit_hits where key in (
      select key from rate_limit_hits where window_ends_at <= now()
      limit ${limit} for update skip locked)
  `)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}

/**
 * The store class @fastify/rate-limit instantiates, counting through `counts` (one per server
 * instance: rate-limit-plugin.ts flushes it on close).
 */
export function batchedStore(counts: BatchedCounts): FastifyRateLimitStoreCtor {
  return class BatchedRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: WindowCount) => void,
      timeWindow: number,
      max: number,
    ): void {
      counts.hit(key, timeWindow, max).then(
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

export function databaseCounts(db: Database, onError: (error: unknown) => void): BatchedCounts {
  return new BatchedCounts((increments, recheck) => addHits(db, increments, recheck), onError);
}

/**
 * Refused attempts of a gated route, counted per shopping session and per client address in
 * the rate limits' shared table (rate_limit_hits, a fixed window per key), so every instance on
 * one PostgreSQL sees the same counts and the housekeeping deletes ended windows. Unlike the
 * rate limits these are read and written at once, one statement each: refusals are rare, and
 * the next attempt must see the last one.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { Database } from '../db/client';
import { addHits } from '../rate-limit/rate-limit-store';

/** Whose refusals a request counts against. */
export interface RefusalKeys {
  session: string | undefined;
  address: string;
}

export interface RefusalCounts {
  session: number;
  address: number;
}

/** The keys of a request: its session when it names one, and its address (IPv6 by its /64). */
export function refusalKeys(scope: string, session: string | undefined, ip: string): RefusalKeys {
  return {
    session: session === undefined ? undefined : `captcha-${scope}|session|${session}`,
    address: `captcha-${scope}|address|${normalizeIP(ip)}`,
  };
}

const listed = (keys: RefusalKeys) =>
  [keys.session, keys.address].filter((key): key is string => key !== undefined);

/** The refusals counted in the keys' current windows (0 where none is open). */
export async function readRefusals(db: Database, keys: RefusalKeys): Promise<RefusalCounts> {
  const totals = await addHits(db, [], listed(keys));
  const hits = (key: string | undefined) => totals.find((total) => total.key === key)?.hits ?? 0;
  return { session: hits(keys.session), address: hits(keys.address) };
}

/** Counts one refusal against each key; a key's window opens with its first refusal. */
export async function countRefusal(
  db: Database,
  keys: RefusalKeys,
  windowMs: number,
): Promise<void> {
  await addHits(
    db,
    listed(keys).map((key) => ({ key, hits: 1, windowMs })),
    [],
  );
}

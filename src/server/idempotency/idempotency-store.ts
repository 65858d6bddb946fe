/**
 * The idempotency store: exactly-once writes for replayable requests (DESIGN §5), which the
 * worker's outbox relies on when it replays queued writes (DESIGN §4). A replayable request
 * carries an Idempotency-Key; the first request with a key claims it and runs its effect in one
 * transaction, storing the response beside the key; a repeat answers the stored response.
 *
 * A key is bound to its request (docs/api.md "Idempotency keys", after the IETF
 * Idempotency-Key draft): it belongs to an owner (the session; '' for an operation without one)
 * and an operation, so another session's key or another operation's is simply a new key; and it
 * remembers a fingerprint of the request's query and body, so the same key sent with another
 * request is refused (422 IDEMPOTENCY_KEY_REUSED) instead of answered with the first
 * requester's response.
 *
 * Why this is safe under overlapping replays: the claim is an INSERT … ON CONFLICT DO NOTHING
 * on the (owner, operation, key) primary key. On PostgreSQL a second transaction inserting the
 * same key waits for the first to commit and then finds the conflict, so it reads the stored
 * response instead of running the effect again; if the first rolls back (the effect failed),
 * the key is free and the repeat runs it. PGlite runs one transaction at a time, which gives the
 * same result.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { ApiError } from '../../shared/api/api-error';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { badRequest } from '../http/api-error';

export interface StoredResponse {
  status: number;
  body: unknown;
}

export interface IdempotentResult extends StoredResponse {
  /** true when the response is the stored one of an earlier request with the same key */
  replayed: boolean;
}

/** One key as the store knows it: whose, for which operation, and for which request. */
export interface KeyClaim {
  key: string;
  /** the session id, or '' for an operation without a session */
  owner: string;
  /** the operation, `${method} ${route}` */
  scope: string;
  /** digest of the request's query and body (request-fingerprint.ts) */
  fingerprint: string;
}

/**
 * How long a key is remembered. The worker's queue keeps requests for at most
 * OUTBOX_RETENTION_MINUTES (48 h), so every replay arrives while its key is still known.
 */
export const KEY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
let lastPrunedAt = 0;

export const IDEMPOTENCY_KEY_PATTERN = /^[\w:-]{8,128}$/;

/** Validates a header value; absent is allowed (the write is then simply not replay-safe). */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw badRequest('Idempotency-Key must be 8–128 of [A-Za-z0-9_:-]');
  }
  return value;
}

/** Runs `effect` once per claimed key; without a key, simply once in a transaction. */
export async function runIdempotent(
  db: Database,
  claim: KeyClaim | undefined,
  effect: (tx: Database) => Promise<StoredResponse>,
): Promise<IdempotentResult> {
  await pruneExpiredKeys(db);
  if (!claim) return { ...(await db.transaction(effect)), replayed: false };
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ ...claim, status: 0 })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return storedResponse(tx, claim);
    const response = await effect(tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: response.status, body: response.body })
      .where(sameKey(claim));
    return { ...response, replayed: false };
  });
}

const sameKey = (claim: KeyClaim) =>
  and(
    eq(idempotencyKeys.owner, claim.owner),
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.key, claim.key),
  );

async function storedResponse(tx: Database, claim: KeyClaim): Promise<IdempotentResult> {
  const [row] = await tx.select().from(idempotencyKeys).where(sameKey(claim));
  if (!row) throw new Error(`idempotency key ${claim.key} conflicted but cannot be read`);
  if (row.fingerprint !== claim.fingerprint) {
    throw new ApiError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was sent before with another request; use a new key for a new request',
    );
  }
  return { status: row.status, body: row.body, replayed: true };
}

/** Forgets keys older than KEY_RETENTION_MS, at most once an hour per process. */
async function pruneExpiredKeys(db: Database): Promise<void> {
  const now = Date.now();
  if (now - lastPrunedAt < PRUNE_EVERY_MS) return;
  lastPrunedAt = now;
  await db
    .delete(idempotencyKeys)
    .where(
      lt(idempotencyKeys.createdAt, sql`now() - ${`${KEY_RETENTION_MS} milliseconds`}::interval`),
    );
}

/**
 * Idempotency for a request whose effect cannot be one transaction: placing an order calls the
 * payment provider between its database writes. runIdempotent (idempotency-store.ts) holds its
 * transaction around the whole effect; here the key is claimed first, in its own statement, and
 * settled with the answer afterwards (DESIGN §5):
 * - the first request claims the key (status 0: in flight) and runs;
 * - a repeat while it runs finds status 0 and is refused 409 CONFLICT, never run twice;
 * - a repeat after it finds the stored answer and gets it again (replayed);
 * - the same key with another request is refused 422 IDEMPOTENCY_KEY_REUSED;
 * - an effect that failed without an answer to keep (it threw) releases the key, so the
 *   shopper's retry with it runs again: the effect itself must be safe to run again (the order
 *   keeps one waiting order per session and one provider key per order);
 * - a claim whose process died before it could settle or release it (a crash, kill -9) is
 *   taken over by the next request with the key once it is older than any live request can be
 *   (STALE_CLAIM_MS): the retry runs, on the same terms as after a release, instead of being
 *   refused 409 until the key expires.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { ApiError } from '../../shared/api/api-error';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { IdempotentResult, KeyClaim, StoredResponse } from './idempotency-store';

const IN_FLIGHT = 0;

/**
 * How old an in-flight claim must be to have no live request behind it: the provider's calls
 * time out after 30 s (payments/provider-client.ts) and the statements around them take
 * milliseconds, so two minutes is far beyond a request that is still running.
 */
export const STALE_CLAIM_MS = 120_000;

const sameKey = (claim: KeyClaim) =>
  and(
    eq(idempotencyKeys.owner, claim.owner),
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.key, claim.key),
  );

/**
 * Claims the key anew when its in-flight claim is stale; true when this request now holds it.
 * One statement, so of several retries at once exactly one takes it.
 */
async function takeOverStaleClaim(db: Database, claim: KeyClaim): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        sameKey(claim),
        eq(idempotencyKeys.status, IN_FLIGHT),
        lt(idempotencyKeys.createdAt, sql`now() - ${STALE_CLAIM_MS} * interval '1 millisecond'`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

/** The stored answer of an earlier request with this key, or null when this one claimed it. */
async function claimKey(db: Database, claim: KeyClaim): Promise<IdempotentResult | null> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...claim, status: IN_FLIGHT })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  const [row] = await db.select().from(idempotencyKeys).where(sameKey(claim));
  // released between the insert and the read: the request may simply be sent again
  if (!row) throw new ApiError(409, 'CONFLICT', 'This request is being processed; try again');
  if (row.fingerprint !== claim.fingerprint)
    throw new ApiError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was sent before with another request; use a new key for a new request',
    );
  if (row.status === IN_FLIGHT) {
    if (await takeOverStaleClaim(db, claim)) return null;
    throw new ApiError(409, 'CONFLICT', 'A request with this Idempotency-Key is in progress');
  }
  return { status: row.status, body: row.body, replayed: true };
}

/** Runs `effect` once for `claim` across requests and processes, keeping its answer. */
export async function runClaimed(
  db: Database,
  claim: KeyClaim,
  effect: () => Promise<StoredResponse>,
): Promise<IdempotentResult> {
  const stored = await claimKey(db, claim);
  if (stored) return stored;
  let response: StoredResponse;
  try {
    response = await effect();
  } catch (error) {
    await db.delete(idempotencyKeys).where(sameKey(claim));
    throw error;
  }
  await db
    .update(idempotencyKeys)
    .set({ status: response.status, body: response.body })
    .where(sameKey(claim));
  return { ...response, replayed: false };
}

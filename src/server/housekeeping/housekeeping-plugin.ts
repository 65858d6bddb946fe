/**
 * Periodic cleanup of rows that have outlived their use: expired shopping sessions (with their
 * carts and favourites), rate-limit counters of ended windows, redeemed captcha challenges
 * long expired, and the identity provider's old codes, refresh tokens and mailbox messages. Every instance runs it on its
 * own timer; the deletes skip rows another instance is deleting, so two instances share the
 * work instead of waiting on each other. Each run is bounded (BATCH rows per statement, at
 * most MAX_BATCHES statements per kind), so a large backlog is worked off over several runs
 * without one long transaction or a long pause of the shop.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteExpiredRedeemed } from '../captcha/redeemed-challenges';
import type { Database } from '../db/client';
import { deleteExpiredIdentityRows } from '../identity/expired-rows';
import { deleteEndedWindows } from '../rate-limit/rate-limit-store';
import { deleteExpiredSessions } from '../session/session-repository';
import { runPeriodically } from './periodic-job';

export const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;
export const BATCH = 500;
export const MAX_BATCHES = 20;

/** Rows deleted by one run, by kind. */
export interface HousekeepingReport {
  sessions: number;
  rateLimitWindows: number;
  captchaChallenges: number;
  /** codes, refresh tokens and mailbox messages together (identity/expired-rows.ts) */
  identityRows: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** runs one cleanup now (the timer runs it every HOUSEKEEPING_EVERY_MS) */
    housekeeping(): Promise<HousekeepingReport>;
  }
}

async function inBatches(deleteBatch: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const deleted = await deleteBatch(BATCH);
    total += deleted;
    if (deleted < BATCH) break;
  }
  return total;
}

export async function runHousekeeping(
  db: Database,
  sessionIdleMs: number,
): Promise<HousekeepingReport> {
  return {
    sessions: await inBatches((limit) => deleteExpiredSessions(db, sessionIdleMs, limit)),
    rateLimitWindows: await inBatches((limit) => deleteEndedWindows(db, limit)),
    captchaChallenges: await inBatches((limit) => deleteExpiredRedeemed(db, limit)),
    identityRows: await inBatches((limit) => deleteExpiredIdentityRows(db, limit)),
  };
}

async function housekeepingPlugin(app: FastifyInstance): Promise<void> {
  const run = runPeriodically(app, {
    everyMs: HOUSEKEEPING_EVERY_MS,
    run: () => runHousekeeping(app.db, app.config.sessionIdleMs),
    describe: (report) => ({
      didWork:
        report.sessions + report.rateLimitWindows + report.captchaChallenges + report.identityRows >
        0,
      message: 'housekeeping deleted expired rows',
      idleMessage: 'housekeeping found nothing to delete',
    }),
    failureMessage: 'housekeeping failed',
  });
  app.decorate('housekeeping', run);
}

export default fp(housekeepingPlugin, { name: 'housekeeping', dependencies: ['config', 'db'] });

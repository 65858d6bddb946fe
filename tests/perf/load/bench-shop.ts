/**
 * The real server for a bench, started as the journeys start it (tests/e2e/support/server.ts):
 * on a fresh PGlite directory or on a PostgreSQL URL, with production settings except the rate
 * limits, raised so the bench measures the shop rather than its 429s. The limits are still
 * counted per request (in memory, written to the database in batches), only never reached.
 */
import { removeDataDir, startShop } from '../../e2e/support/server';

/** Far above what a bench sends in a minute from its one address. */
const RAISED_LIMIT = '100000000';
export const RAISED_LIMITS = {
  RATE_LIMIT_SESSIONS: RAISED_LIMIT,
  RATE_LIMIT_SEARCH: RAISED_LIMIT,
  RATE_LIMIT_EVENTS: RAISED_LIMIT,
  RATE_LIMIT_WRITES: RAISED_LIMIT,
};

export interface Shop {
  url: string;
  /** stops the server and removes its data directory */
  stop(): Promise<void>;
}

export async function startBenchShop(port: number, databaseUrl?: string): Promise<Shop> {
  const shop = await startShop(port, undefined, {
    env: { ...RAISED_LIMITS, DATABASE_URL: databaseUrl ?? '' },
    // a first start creates and seeds the database: minutes on a busy machine
    startTimeoutMs: 300_000,
  });
  return {
    url: shop.url,
    async stop() {
      await shop.stop();
      removeDataDir(shop.dataDir);
    },
  };
}

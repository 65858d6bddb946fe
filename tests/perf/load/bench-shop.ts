/**
 * The real server for a bench, started as the journeys start it (tests/e2e/support/server.ts):
 * on a fresh PGlite directory or on a PostgreSQL URL, with production settings except the rate
 * limits, raised so the bench measures the shop rather than its 429s. The limits are still
 * counted per request (in memory, written to the database in batches), only never reached.
 */
import pg from 'pg';
import { removeDataDir, startShop } from '../../e2e/support/server';

/** Far above what a bench sends in a minute from its one address. */
const RAISED_LIMIT = '100000000';
export const RAISED_LIMITS = {
  RATE_LIMIT_SESSIONS: RAISED_LIMIT,
  RATE_LIMIT_SEARCH: RAISED_LIMIT,
  RATE_LIMIT_EVENTS: RAISED_LIMIT,
  RATE_LIMIT_WRITES: RAISED_LIMIT,
  RATE_LIMIT_ORDER_LOOKUP: RAISED_LIMIT,
};

export interface Shop {
  url: string;
  /** stops the server and removes its data directory */
  stop(): Promise<void>;
}

/** A bench shop that can also crash and start again on the same data (bench:checkout). */
export interface CrashableShop extends Shop {
  /** the server's DATA_DIR: PGlite's files, or nothing of note beside a PostgreSQL URL */
  dataDir: string;
  /** SIGKILL, as a crash would: no shutdown, the data directory's lock left behind */
  crash(): Promise<void>;
  /** starts the server again on the same data and port */
  start(): Promise<void>;
  /** stops the server gracefully and keeps its data directory */
  halt(): Promise<void>;
}

/** `env`: more of the server's environment (bench:checkout turns on the test hooks). */
export async function startBenchShop(
  port: number,
  databaseUrl?: string,
  env: Record<string, string> = {},
): Promise<CrashableShop> {
  const shop = await startShop(port, undefined, {
    env: { ...RAISED_LIMITS, DATABASE_URL: databaseUrl ?? '', ...env },
    // a first start creates and seeds the database: minutes on a busy machine
    startTimeoutMs: 300_000,
  });
  return {
    url: shop.url,
    dataDir: shop.dataDir,
    crash: shop.crash,
    start: shop.start,
    halt: shop.stop,
    async stop() {
      await shop.stop();
      removeDataDir(shop.dataDir);
    },
  };
}

/**
 * Empties the database that the environment variable `variable` names, or says in a few
 * seconds why it cannot be used.
 */
export async function resetBenchDatabase(
  url: string | undefined,
  variable = 'BENCH_DATABASE_URL',
): Promise<string> {
  if (!url) {
    throw new Error(
      `${variable} is not set. The bench measures PostgreSQL too: set it to a disposable ` +
        'database (its schema is dropped), e.g. postgres://vitrine:vitrine@127.0.0.1:5432/vitrine_bench',
    );
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } catch (error) {
    throw new Error(`PostgreSQL at ${variable} cannot be used: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  return url;
}

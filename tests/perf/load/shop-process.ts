/**
 * The real server (`npm run serve`'s entry) as its own process for the load bench: on a fresh
 * PGlite directory or on a PostgreSQL URL, with production settings except the rate limits,
 * which are raised so the bench measures the shop rather than its 429s. The limits are still
 * counted per request (in memory, written to the database in batches), only never reached.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Far above what a bench sends in a minute from its one address. */
const RAISED_LIMIT = '100000000';
const START_TIMEOUT_MS = 300_000;

export interface Shop {
  url: string;
  stop(): Promise<void>;
}

export async function startShop(options: { port: number; databaseUrl?: string }): Promise<Shop> {
  const dataDir = options.databaseUrl ? undefined : await mkdtemp(join(tmpdir(), 'vitrine-load-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: dataDir ?? join(tmpdir(), 'vitrine-load-unused'),
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SESSIONS: RAISED_LIMIT,
      RATE_LIMIT_SEARCH: RAISED_LIMIT,
      RATE_LIMIT_EVENTS: RAISED_LIMIT,
      RATE_LIMIT_WRITES: RAISED_LIMIT,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  // The server tells its parent when it listens (server.ts); a first start seeds the catalogue.
  const ready = new Promise<'ready'>((done) =>
    server.on('message', (message) => {
      if ((message as { type?: string } | null)?.type === 'vitrine:ready') done('ready');
    }),
  );
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    ready,
    exited.then(() => 'exited' as const),
    new Promise<'timeout'>((done) => (timer = setTimeout(() => done('timeout'), START_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  if (outcome !== 'ready') {
    await stop();
    throw new Error(`the server on port ${options.port} did not start (${outcome})`);
  }
  return { url: `http://127.0.0.1:${options.port}`, stop };
}

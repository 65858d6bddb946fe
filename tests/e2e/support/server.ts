/**
 * Starts the real shop (src/server/server.ts on the built dist/) as a child process on its own
 * port and data directory, waits until it answers, and stops it on request. Offline journeys
 * stop it mid-test: that is the network really gone, for the page and its service worker alike.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningShop {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** ends the shop at once with SIGKILL, as a crash would: no shutdown, its lock left behind */
  crash(): Promise<void>;
  /** everything the shop wrote to stdout and stderr since it was first started */
  log(): string;
}

export interface ShopOptions {
  /** the shop's LOG_LEVEL; journeys run it at warn, a journey about its logs at info */
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error';
  /** the shop's NODE_ENV: "development" renders pages with React's checking build */
  nodeEnv?: 'development' | 'production';
  /** more of the shop's environment, over the above (benches: DATABASE_URL, RATE_LIMIT_*) */
  env?: Record<string, string>;
  /** how long a start may take; a first start seeds the catalogue (default 90 s) */
  startTimeoutMs?: number;
}

/** Resolves when the shop says it listens (its IPC "ready" message); rejects if it exits first. */
function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => done(new Error(`shop did not answer at ${url} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (message: unknown) => {
      if ((message as { type?: string } | null)?.type === 'vitrine:ready') done();
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      done(new Error(`shop exited with ${code ?? signal}`));
    function done(error?: Error) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/**
 * Where the journeys' globalSetup keeps a demo shop's database after its first start
 * (global-setup.ts); the workers inherit it through the environment.
 */
export const SHOP_TEMPLATE_ENV = 'VITRINE_E2E_SHOP_TEMPLATE';

/**
 * A new data directory for a shop. Under the journeys it starts as a copy of the run's
 * template, the demo catalogue seeded once (seeding 640 products takes a shop 10–30 s here);
 * a shop with its own catalogue or database (SEED_PRODUCTS, DATABASE_URL) starts empty.
 */
function newDataDir(env: Record<string, string>): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
  const template = process.env[SHOP_TEMPLATE_ENV];
  if (template && env.SEED_PRODUCTS === undefined && env.DATABASE_URL === undefined)
    cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

export async function startShop(
  port: number,
  givenDataDir?: string,
  { logLevel = 'warn', nodeEnv = 'production', env = {}, startTimeoutMs }: ShopOptions = {},
): Promise<RunningShop> {
  const dataDir = givenDataDir ?? newDataDir(env);
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let log = '';

  const start = async () => {
    // A shop left over from an aborted run would answer in this one's place (and survive its
    // stop(), so "offline" would not be): refuse to start beside it.
    const leftover = await fetch(`${url}/sites.json`).then(
      () => true,
      () => false,
    );
    if (leftover) throw new Error(`port ${port} is already serving; stop the leftover shop`);
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: logLevel,
        NODE_ENV: nodeEnv,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    try {
      await waitUntilUp(url, child, startTimeoutMs);
      // the channel only told us it is up: it must not keep the test runner alive
      child.channel?.unref();
    } catch (error) {
      child.kill('SIGKILL');
      throw new Error(`${(error as Error).message}\n${log.slice(-4000)}`);
    }
  };

  const stop = async () => {
    const running = child;
    // A child ended by a signal (SIGKILL after a slow shutdown) keeps exitCode null: waiting
    // for its 'exit' again would hang.
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
      setTimeout(() => running.kill('SIGKILL'), 10_000).unref();
    });
  };

  const crash = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };

  await start();
  return {
    url,
    port,
    dataDir,
    start,
    stop: async () => {
      await stop();
    },
    crash,
    log: () => log,
  };
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Builds the real app on a fresh temporary DATA_DIR (PGlite), a given DATA_DIR or a given
 * DATABASE_URL, listens on a random port (0) and returns its URL. A temporary DATA_DIR starts
 * as a copy of the run's seeded template (pglite-template.ts) when the suite seeds the usual
 * catalogue. `close()` stops the server, closes the database and removes the data directory if
 * it made it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type AppConfig } from '../../../src/server/config';
import { copyTemplate } from './pglite-template';

export interface StartedServer {
  url: string;
  /** the app itself, for reading the seeded catalogue in tests (`app.db`, `app.sites`) */
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Small enough to seed in a second on PGlite, large enough for every availability state. */
export const TEST_PRODUCTS = 48;

export async function startServer(overrides: Partial<AppConfig> = {}): Promise<StartedServer> {
  const temporary = overrides.dataDir === undefined;
  const dataDir = overrides.dataDir ?? (await mkdtemp(join(tmpdir(), 'vitrine-api-')));
  const config: AppConfig = {
    // the documented defaults (session idle time, rate limits), then this suite's own
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir: join(dataDir, 'no-dist'),
    publicDir: resolve('public'),
    logLevel: (process.env.TEST_LOG_LEVEL as AppConfig['logLevel'] | undefined) ?? 'silent',
    seedProducts: TEST_PRODUCTS,
    // the demo campaign's window outlasts any suite: digests taken apart stay comparable
    demoCampaignMs: 24 * 3_600_000,
    ...overrides,
  };
  // the template holds the usual catalogue, seeded at the real time
  const usual =
    overrides.seedProducts === undefined && overrides.clock === undefined && !config.databaseUrl;
  if (temporary && usual) await copyTemplate(dataDir);
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    async close() {
      await app.close();
      if (temporary) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

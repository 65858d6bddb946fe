/**
 * A seeded PGlite database the API suites copy instead of creating their own. Creating a
 * PGlite cluster (initdb in WebAssembly), migrating and seeding it takes 5–12 s on this 2-core
 * machine, and the suites start about a hundred servers; opening a copy takes about one. The
 * template is made once per run by the real first start (buildApp on an empty DATA_DIR, then a
 * graceful close), so a copy is exactly what a shop that started once and stopped holds. Suites
 * that test the first start itself, or seed another catalogue, pass their own DATA_DIR or
 * settings and never get a copy (start-server.ts decides).
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGLITE_DIR } from '../../../src/server/db/open-pglite';

/** Where globalSetup tells the suites' workers the template is (they inherit the environment). */
export const TEMPLATE_ENV = 'VITRINE_TEST_PGLITE_TEMPLATE';

/** Copies the run's template database into `dataDir`; false when this run has none. */
export async function copyTemplate(dataDir: string): Promise<boolean> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return false;
  await cp(join(template, PGLITE_DIR), join(dataDir, PGLITE_DIR), { recursive: true });
  return true;
}

/** Vitest globalSetup: makes the template with a real first start; removes it after the run. */
export default async function setup(): Promise<() => Promise<void>> {
  // imported here, so a worker that only reads TEMPLATE_ENV does not load the server twice
  const { startServer } = await import('./start-server');
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-api-template-'));
  const server = await startServer({ dataDir });
  await server.close();
  process.env[TEMPLATE_ENV] = dataDir;
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await rm(dataDir, { recursive: true, force: true });
  };
}

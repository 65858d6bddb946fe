/**
 * Real PostgreSQL for the API suites. TEST_DATABASE_URL names a disposable database: each suite
 * drops and recreates its schema, then starts servers that migrate it afresh. Suites run in
 * several workers at once, so each worker has a database of its own beside the named one
 * (`vitrine_test_w1`, `vitrine_test_w2`…), created on first use: the role needs CREATEDB.
 */
import pg from 'pg';
import type { AppConfig } from '../../../src/server/config';
import { startServer, type StartedServer } from './start-server';

/** This worker's database: the named one with the worker's number after it. */
function workerDatabaseUrl(base: string | undefined): string | undefined {
  if (!base) return undefined;
  const url = new URL(base);
  url.pathname = `${url.pathname}_w${process.env.VITEST_POOL_ID ?? '1'}`;
  return url.toString();
}

export const testDatabaseUrl = workerDatabaseUrl(process.env.TEST_DATABASE_URL);

/** Creates the database `url` names unless it exists, connecting to TEST_DATABASE_URL's. */
async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const quoted = name.replaceAll('"', '""');
      await admin.query(`create database "${quoted}"`).catch((error: { code?: string }) => {
        // another worker created it first
        if (error.code !== '42P04') throw error;
      });
    }
  } finally {
    await admin.end();
  }
}

export async function resetPostgres(url: string): Promise<void> {
  if (url === testDatabaseUrl) await ensureDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/** Two instances on one fresh database, as a load-balanced deployment runs them. */
export async function startTwoOnPostgres(
  url: string,
  overrides: Partial<AppConfig> = {},
): Promise<StartedServer[]> {
  await resetPostgres(url);
  const start = () => startServer({ ...overrides, databaseUrl: url });
  return Promise.all([start(), start()]);
}

/**
 * Real PostgreSQL for the API suites. TEST_DATABASE_URL names a disposable database: each suite
 * drops and recreates its schema, then starts servers that migrate it afresh.
 */
import pg from 'pg';
import type { AppConfig } from '../../../src/server/config';
import { startServer, type StartedServer } from './start-server';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export async function resetPostgres(url: string): Promise<void> {
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

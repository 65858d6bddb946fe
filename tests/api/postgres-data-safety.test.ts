/**
 * Backups and first-start seeding on a real PostgreSQL (TEST_DATABASE_URL, a disposable
 * database: the suite drops its schemas). pg_dump takes a used shop's database, pg_restore puts
 * it back into the emptied database with every row; restoring over a database with tables is
 * refused; and a database that lost its catalogue but still holds sessions and events stops the
 * server's start instead of being seeded.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabaseUrl } from '../../src/server/db/client';
import { resetPostgres, testDatabaseUrl } from './helpers/postgres';
import { runDbCommand, runServer } from './helpers/run-process';
import { useEveryTable } from './helpers/shop-activity';
import { startServer } from './helpers/start-server';
import { restoredDigests, type TableDigests } from './helpers/table-digests';

describe.skipIf(!testDatabaseUrl)(
  'database safety on PostgreSQL (skipped unless TEST_DATABASE_URL=postgres://… is set)',
  () => {
    const url = testDatabaseUrl!;
    const env = { DATABASE_URL: url };
    let root: string;
    let digests: TableDigests;

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'vitrine-pg-safety-'));
      await resetPostgres(url);
      const server = await startServer({ databaseUrl: url });
      try {
        await useEveryTable(server);
        digests = await restoredDigests(server.app.db);
      } finally {
        await server.close();
      }
    }, 120_000);
    afterAll(async () => {
      if (root) await rm(root, { recursive: true, force: true });
    });

    it('backs up with pg_dump and restores every row of every table into an empty database', async () => {
      const file = join(root, 'shop.pgdump');
      const backup = await runDbCommand('backup', [file], env);
      expect(backup.stdout).toContain(`Backed up ${describeDatabaseUrl(url)} to ${file}`);
      expect(backup.code).toBe(0);

      const over = await runDbCommand('restore', [file], env);
      expect([over.code, over.stderr]).toEqual([1, expect.stringContaining('is not empty')]);

      await resetPostgres(url);
      const restore = await runDbCommand('restore', [file], env);
      expect(restore.code).toBe(0);
      const server = await startServer({ databaseUrl: url });
      try {
        expect(await restoredDigests(server.app.db)).toEqual(digests);
      } finally {
        await server.close();
      }
    }, 120_000);

    it('refuses to seed a database that holds other rows but no products', async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('truncate products cascade');
      } finally {
        await client.end();
      }
      const ended = await runServer(join(root, 'unused'), env).ended;
      expect(ended.code).toBe(1);
      expect(ended.stderr).toContain(
        `The database at ${describeDatabaseUrl(url)} has no products, but it is not empty (`,
      );
      expect(ended.stderr).toMatch(/sessions: \d+ rows/);
      expect(ended.stderr + ended.stdout).not.toMatch(/^\s+at /m);
    }, 120_000);
  },
);

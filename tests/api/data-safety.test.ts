/**
 * The embedded database is never shared or silently replaced (DESIGN §5): one process per
 * DATA_DIR, a stale lock taken over, a damaged directory stopping the start with what is wrong
 * and how to recover, and a backup that restores every row. The server and the db:* commands
 * run as their own processes, as an operator runs them. One database is created and used for
 * the whole file (creating one costs seconds); each case works on a copy of it.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/server/db/data-dir-lock';
import { DatabaseStartError } from '../../src/server/db/database-start-error';
import { CREATING_MARKER } from '../../src/server/db/open-pglite';
import { SESSION_HEADER } from '../../src/shared/api/contract';
import { runDbCommand, runServer } from './helpers/run-process';
import { useEveryTable, type Shopper } from './helpers/shop-activity';
import { startServer, TEST_PRODUCTS } from './helpers/start-server';
import { restoredDigests, type TableDigests } from './helpers/table-digests';

let root: string;
/** a DATA_DIR whose database holds rows in every table, closed */
let base: string;
let shopper: Shopper;
let digests: TableDigests;
/** the products table's file, relative to DATA_DIR/pglite */
let productsFile: string;

const copyOfBase = async (name: string) => {
  const dataDir = join(root, name);
  await cp(base, dataDir, { recursive: true });
  return dataDir;
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'vitrine-safety-'));
  base = join(root, 'base');
  // What a first start killed half-way leaves: its marker, and a directory it began to fill.
  await mkdir(join(base, 'pglite'), { recursive: true });
  await writeFile(join(base, 'pglite', 'half-written'), '');
  await writeFile(join(base, CREATING_MARKER), '');
  const server = await startServer({ dataDir: base });
  try {
    shopper = await useEveryTable(server);
    digests = await restoredDigests(server.app.db);
    const found = (await server.app.db.execute(
      sql`select pg_relation_filepath('products') as path`,
    )) as unknown as { rows: Array<{ path: string }> };
    productsFile = found.rows[0]!.path;
  } finally {
    await server.close();
  }
}, 300_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

it('creates the database again when a first start was interrupted, and seeds it', () => {
  expect(existsSync(join(base, CREATING_MARKER))).toBe(false);
  expect(existsSync(join(base, 'pglite', 'half-written'))).toBe(false);
  expect(digests.products!.rows).toBe(TEST_PRODUCTS);
});

it('lets one server use a DATA_DIR; the next takes over the lock of a killed one', async () => {
  const dataDir = await copyOfBase('locked');
  const first = runServer(dataDir);
  const url = await first.listening();

  const second = await runServer(dataDir).ended;
  expect(second.code).toBe(1);
  expect(second.stderr).toContain(
    `The data directory ${dataDir} is in use by another process: pid ${first.pid}`,
  );
  const cart = await fetch(`${url}${shopper.cartPath}`, {
    headers: { [SESSION_HEADER]: shopper.session },
  });
  expect(cart.status).toBe(200);

  first.child.kill('SIGKILL');
  await first.ended;
  expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
  const third = runServer(dataDir);
  const thirdUrl = await third.listening();
  const kept = await fetch(`${thirdUrl}${shopper.cartPath}`, {
    headers: { [SESSION_HEADER]: shopper.session },
  });
  // the shopper's one line (a promotion may add a gift line beside it)
  const { items } = (await kept.json()) as { items: Array<{ giftOnly?: boolean }> };
  expect(items.filter((item) => !item.giftOnly)).toHaveLength(1);
  third.child.kill('SIGTERM');
  expect((await third.ended).code).toBe(0);
  expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
}, 180_000);

describe('a damaged data directory stops the start with what is wrong and how to recover', () => {
  const garbage = (bytes: number) => Buffer.alloc(bytes, 0xa5);
  const damagedCopy = async (name: string, damage: (pgdata: string) => Promise<unknown>) => {
    const dataDir = await copyOfBase(name);
    await damage(join(dataDir, 'pglite'));
    return { dataDir, pgdata: join(dataDir, 'pglite') };
  };
  const recovery = (pgdata: string) => `mv ${pgdata} ${pgdata}.damaged && npm run db:restore`;

  it('PG_VERSION deleted: the server process exits 1 with the message, and nothing is created', async () => {
    const { dataDir, pgdata } = await damagedCopy('no-pg-version', (pgdata) =>
      rm(join(pgdata, 'PG_VERSION')),
    );
    const ended = await runServer(dataDir).ended;
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain('Vitrine cannot start.');
    expect(ended.stderr).toContain(
      `${pgdata} holds files but is not a whole database: its PG_VERSION file is missing`,
    );
    expect(ended.stderr).toContain(recovery(pgdata));
    expect(ended.stderr + ended.stdout).not.toMatch(/^\s+at /m);
    expect(existsSync(join(pgdata, 'PG_VERSION'))).toBe(false);
  }, 120_000);

  // The same start, in this process (a process costs seconds): the app refuses with the same
  // DatabaseStartError, which server.ts prints and exits 1 on, as the case above shows.
  const cases: Record<string, [(pgdata: string) => Promise<unknown>, string]> = {
    'pg_control overwritten': [
      (pgdata) => writeFile(join(pgdata, 'global', 'pg_control'), garbage(8192)),
      'PostgreSQL: FATAL: database files are incompatible with server',
    ],
    'the WAL overwritten': [
      async (pgdata) => {
        const wal = join(pgdata, 'pg_wal');
        for (const segment of (await readdir(wal)).filter((name) => /^[0-9A-F]{24}$/.test(name)))
          await writeFile(join(wal, segment), garbage(256 * 1024), { flag: 'r+' });
      },
      'PostgreSQL: PANIC: could not locate a valid checkpoint record',
    ],
    'the products table file truncated': [
      (pgdata) => truncate(join(pgdata, productsFile)),
      'has no products, but it is not new: its catalogue is lost',
    ],
    'the migrations table dropped': [
      async (pgdata) => {
        const { PGlite } = await import('@electric-sql/pglite');
        const db = await PGlite.create({ dataDir: pgdata });
        await db.exec('drop schema drizzle cascade');
        await db.close();
      },
      'opens, but it has no migrations table',
    ],
  };

  it.each(Object.entries(cases))(
    '%s',
    async (name, [damage, says]) => {
      const { dataDir, pgdata } = await damagedCopy(name.replaceAll(' ', '-'), damage);
      const start = startServer({ dataDir });
      await expect(start).rejects.toBeInstanceOf(DatabaseStartError);
      await expect(start).rejects.toThrow(says);
      await expect(start).rejects.toThrow(recovery(pgdata));
      if (name.includes('truncated'))
        expect((await stat(join(pgdata, productsFile))).size, 'not seeded again').toBe(0);
    },
    60_000,
  );
});

it('backs up, and restores into a new directory every row of every table', async () => {
  const file = join(root, 'backups', 'shop.tar.gz');
  const backup = await runDbCommand('backup', [file], { DATA_DIR: base });
  expect(backup.stdout).toContain(`Backed up ${join(base, 'pglite')} to ${file}`);
  expect(backup.code).toBe(0);

  // Replacing with --force is backup-file.test.ts's: it would cost a second dump here.
  const again = await runDbCommand('backup', [file], { DATA_DIR: base });
  expect([again.code, again.stderr]).toEqual([1, expect.stringContaining(`${file} exists`)]);

  const target = join(root, 'restored');
  const restore = await runDbCommand('restore', [file], { DATA_DIR: target });
  expect(restore.stdout).toContain(`Restored ${file} into ${join(target, 'pglite')}`);
  expect(restore.code).toBe(0);
  const over = await runDbCommand('restore', [file], { DATA_DIR: target });
  expect([over.code, over.stderr]).toEqual([1, expect.stringContaining('is not empty')]);

  const server = await startServer({ dataDir: target });
  try {
    expect(await restoredDigests(server.app.db)).toEqual(digests);
  } finally {
    await server.close();
  }
}, 300_000);

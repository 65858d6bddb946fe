/**
 * Opens the embedded database `DATA_DIR/pglite` under the data-directory lock, after deciding
 * what the directory is:
 * - missing or empty: a new database, created here; the caller migrates and seeds it, then
 *   calls markComplete().
 * - `DATA_DIR/pglite.creating` present: a first start that never finished. That marker is
 *   written before the directory is filled and removed once it is migrated and seeded, before
 *   anyone is served, so the directory holds nothing but demo data: it is emptied and created
 *   again (a first start interrupted by Ctrl-C must not brick the shop).
 * - anything else: an existing database. It must open as one — PG_VERSION present, a cluster
 *   PostgreSQL accepts, the migrations table there — or the start stops saying what is wrong
 *   and how to recover. It is never re-created: a directory that lost PG_VERSION still holds
 *   everyone's sessions, carts and subscriptions.
 */
import type { PGlite } from '@electric-sql/pglite';
import { mkdir, readdir, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { DatabaseStartError, pgliteRecovery } from './database-start-error';
import { exists, syncDir, writeDurably } from './durable-files';
import { explainPgliteFailure, startupOutput } from './pglite-failure';

export const PGLITE_DIR = 'pglite';
export const CREATING_MARKER = 'pglite.creating';

export interface OpenedPglite {
  client: PGlite;
  /** the PGlite data directory, DATA_DIR/pglite */
  pgdata: string;
  /** whether this open created the database */
  created: boolean;
  /** Declares a created database migrated and seeded: from now on it is never re-created. */
  markComplete(): Promise<void>;
  close(): Promise<void>;
}

async function entriesOf(path: string): Promise<string[] | undefined> {
  try {
    return await readdir(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new DatabaseStartError(
      'damaged',
      `${path} cannot be read as a database directory: ${(error as Error).message}`,
    );
  }
}

/** Throws unless the database carries Vitrine's migrations table with at least one migration. */
export async function assertMigrated(client: PGlite, pgdata: string): Promise<void> {
  const [table] = (
    await client.query<{ present: boolean }>(
      `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    )
  ).rows;
  const migrated =
    table?.present &&
    (await client.query(`select 1 from drizzle.__drizzle_migrations limit 1`)).rows.length > 0;
  if (!migrated)
    throw new DatabaseStartError(
      'damaged',
      `The database in ${pgdata} opens, but it has no migrations table ` +
        `(drizzle.__drizzle_migrations): it is damaged, or it is not Vitrine's.\n${pgliteRecovery(pgdata)}`,
    );
}

async function openExisting(pgdata: string): Promise<PGlite> {
  if (!(await exists(join(pgdata, 'PG_VERSION'))))
    throw new DatabaseStartError(
      'damaged',
      `${pgdata} holds files but is not a whole database: its PG_VERSION file is missing.\n` +
        `The server creates a database only in a missing or empty directory.\n${pgliteRecovery(pgdata)}`,
    );
  const { PGlite } = await import('@electric-sql/pglite');
  // PostgreSQL's own words on why it cannot start (FATAL/PANIC lines) make the best message.
  const output = startupOutput();
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ dataDir: pgdata, onStderr: output.onStderr });
    output.stop();
    await assertMigrated(client, pgdata);
    return client;
  } catch (error) {
    await client?.close().catch(() => undefined);
    if (error instanceof DatabaseStartError) throw error;
    throw new DatabaseStartError(
      'damaged',
      `The database in ${pgdata} cannot be opened: it is damaged.\n` +
        `${explainPgliteFailure(output.lines, error)}\n${pgliteRecovery(pgdata)}`,
    );
  }
}

async function createNew(dataDir: string, pgdata: string, interrupted: boolean): Promise<PGlite> {
  await writeDurably(dataDir, CREATING_MARKER, 'a first start is creating DATA_DIR/pglite\n');
  if (interrupted) {
    // Emptied rather than removed: the directory may be a mount point.
    for (const entry of (await entriesOf(pgdata)) ?? [])
      await rm(join(pgdata, entry), { recursive: true, force: true });
  }
  await mkdir(pgdata, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create({ dataDir: pgdata });
}

/**
 * Opens DATA_DIR/pglite for this process alone. With `create: false` (tools that only read,
 * such as a backup) a missing database is an error rather than a new one.
 */
export async function openPglite(
  dataDir: string,
  { create }: { create: boolean },
): Promise<OpenedPglite> {
  const pgdata = join(dataDir, PGLITE_DIR);
  const marker = join(dataDir, CREATING_MARKER);
  if (!create && !(await exists(pgdata)))
    throw new DatabaseStartError('missing', `There is no database in ${pgdata}.`);
  await mkdir(dataDir, { recursive: true });
  const lock = await lockDataDir(dataDir);
  try {
    const interrupted = await exists(marker);
    const entries = await entriesOf(pgdata);
    const existing = !interrupted && entries !== undefined && entries.length > 0;
    if (!existing && !create)
      throw new DatabaseStartError('missing', `There is no complete database in ${pgdata}.`);
    const client = existing
      ? await openExisting(pgdata)
      : await createNew(dataDir, pgdata, interrupted);
    let created = !existing;
    return {
      client,
      pgdata,
      created,
      async markComplete() {
        if (!created) return;
        // Durably gone before anyone is served: if it came back after a power cut, the next
        // start would take real data for an unfinished first start.
        await unlink(marker);
        await syncDir(dataDir);
        created = false;
      },
      async close() {
        try {
          await client.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

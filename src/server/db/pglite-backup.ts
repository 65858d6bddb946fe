/**
 * Backup and restore of the embedded database with PGlite's own data dump: dumpDataDir() writes
 * the data directory as a gzipped tarball, `loadDataDir` unpacks one into a new directory. Both
 * hold the data-directory lock, so a backup never copies a database a server is writing (stop
 * the server first; the lock's message says so) and a server never opens a half-restored one.
 * A backup restores with a PGlite of the same PostgreSQL major version.
 */
import type { PGlite } from '@electric-sql/pglite';
import { mkdir, readFile, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BackupError, refuseExisting, writeBackupFile } from './backup-file';
import { lockDataDir } from './data-dir-lock';
import { DatabaseStartError } from './database-start-error';
import { syncDir } from './durable-files';
import { assertMigrated, CREATING_MARKER, openPglite, PGLITE_DIR } from './open-pglite';
import { explainPgliteFailure, startupOutput } from './pglite-failure';
import * as schema from './schema';
import { countRows } from './table-rows';

const GZIP_MAGIC = [0x1f, 0x8b];

/** Writes DATA_DIR/pglite to `file`; returns the size written. */
export async function backupPglite(dataDir: string, file: string, force: boolean) {
  await refuseExisting(file, force);
  const opened = await openPglite(dataDir, { create: false });
  try {
    // Writes every committed change into the table files, so a restore needs no WAL replay.
    await opened.client.exec('CHECKPOINT');
    const dump = await opened.client.dumpDataDir('gzip');
    const bytes = new Uint8Array(await dump.arrayBuffer());
    return await writeBackupFile(file, force, (partial) => writeFile(partial, bytes));
  } finally {
    await opened.close();
  }
}

async function readArchive(file: string): Promise<Blob> {
  const bytes = await readFile(file).catch((error: Error) => {
    throw new BackupError(`Cannot read ${file}: ${error.message}`);
  });
  if (bytes.subarray(0, 5).toString('latin1') === 'PGDMP')
    throw new BackupError(
      `${file} is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set.`,
    );
  const gzipped = GZIP_MAGIC.every((byte, index) => bytes[index] === byte);
  return new Blob([bytes], { type: gzipped ? 'application/x-gzip' : 'application/x-tar' });
}

/** Unpacks `archive` into `staging` and checks it opens as Vitrine's; returns its row counts. */
async function unpack(staging: string, archive: Blob, file: string) {
  const [{ PGlite }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const output = startupOutput();
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({
      dataDir: staging,
      loadDataDir: archive,
      onStderr: output.onStderr,
    });
    output.stop();
    await assertMigrated(client, staging);
    return await countRows(drizzle({ client, schema }));
  } catch (error) {
    const why =
      error instanceof DatabaseStartError
        ? 'it holds no Vitrine database'
        : `\n${explainPgliteFailure(output.lines, error)}`;
    throw new BackupError(`${file} does not restore as a PGlite database: ${why}`);
  } finally {
    await client?.close().catch(() => undefined);
  }
}

/**
 * Restores `file` into DATA_DIR/pglite, which must be missing or empty: a restore never
 * replaces a database. It is unpacked and checked beside it first, then renamed into place.
 */
export async function restorePglite(dataDir: string, file: string) {
  const archive = await readArchive(file);
  const pgdata = join(dataDir, PGLITE_DIR);
  const staging = join(dataDir, `${PGLITE_DIR}.restoring`);
  await mkdir(dataDir, { recursive: true });
  const lock = await lockDataDir(dataDir);
  try {
    const present = await readdir(pgdata).catch(() => []);
    if (present.length > 0)
      throw new BackupError(
        `${pgdata} is not empty: a restore never replaces a database. ` +
          `Move it away first (mv ${pgdata} ${pgdata}.old), then restore again.`,
      );
    await rm(staging, { recursive: true, force: true });
    const rows = await unpack(staging, archive, file);
    // A first start's marker left beside an empty directory would have the next start take
    // the restored database for an unfinished first start and create it again.
    await unlink(join(dataDir, CREATING_MARKER)).catch(() => undefined);
    await rename(staging, pgdata);
    await syncDir(dataDir);
    return { location: pgdata, rows };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await lock.release();
  }
}

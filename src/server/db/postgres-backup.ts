/**
 * Backup and restore on PostgreSQL (DATABASE_URL) with its own tools: pg_dump's custom format,
 * taken live and consistent (one snapshot), and pg_restore in a single transaction, so a
 * failed restore leaves the target as empty as it was. The password travels in PGPASSWORD, not
 * on the command line where `ps` would show it.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { BackupError, refuseExisting, writeBackupFile } from './backup-file';
import { describeDatabaseUrl, openDatabase } from './client';
import { countRows } from './table-rows';

const run = promisify(execFile);

async function postgresTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string) {
  const password = decodeURIComponent(new URL(url).password);
  try {
    await run(tool, [...args, `--dbname=${describeDatabaseUrl(url)}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new BackupError(
        `${tool} was not found: install PostgreSQL's client tools (Debian: postgresql-client), ` +
          "of the server's major version or newer.",
      );
    throw new BackupError(`${tool} failed:\n${(failure.stderr ?? failure.message).trim()}`);
  }
}

/** Writes the DATABASE_URL database to `file` with pg_dump; returns the size written. */
export async function backupPostgres(url: string, file: string, force: boolean) {
  await refuseExisting(file, force);
  return writeBackupFile(file, force, (partial) =>
    postgresTool('pg_dump', ['--format=custom', `--file=${partial}`], url),
  );
}

async function tablesIn(url: string): Promise<number> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.tables ?? 0;
  } finally {
    await client.end();
  }
}

/** Restores `file` into the DATABASE_URL database, which must hold no tables. */
export async function restorePostgres(url: string, file: string) {
  const head = await readFile(file)
    .then((bytes) => bytes.subarray(0, 5).toString('latin1'))
    .catch((error: Error) => {
      throw new BackupError(`Cannot read ${file}: ${error.message}`);
    });
  if (head !== 'PGDMP')
    throw new BackupError(
      `${file} is not a pg_dump backup (a PGlite backup restores with DATABASE_URL unset).`,
    );
  const location = describeDatabaseUrl(url);
  const tables = await tablesIn(url);
  if (tables > 0)
    throw new BackupError(
      `The database at ${location} is not empty (${tables} tables): a restore never replaces ` +
        'a database. Restore into a new one (createdb), then point DATABASE_URL at it.',
    );
  await postgresTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
    url,
  );
  const handle = await openDatabase({ dataDir: '', databaseUrl: url });
  try {
    return { location, rows: await countRows(handle.db) };
  } finally {
    await handle.close();
  }
}

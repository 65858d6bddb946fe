/**
 * `npm run db:backup -- [file] [--force]`: the whole database in one file. The embedded PGlite
 * is dumped under its data-directory lock (stop the server first); PostgreSQL (DATABASE_URL) is
 * dumped live with pg_dump. Without a name the file is backups/vitrine-<kind>-<UTC time>.<ext>.
 * An existing file is never replaced unless --force is given.
 */
import { join, resolve } from 'node:path';
import { ConfigError } from '../src/server/config';
import { describeDatabaseUrl } from '../src/server/db/client';
import { backupPglite } from '../src/server/db/pglite-backup';
import { backupPostgres } from '../src/server/db/postgres-backup';
import { runDatabaseCommand } from './database-command';

const USAGE = 'usage: npm run db:backup -- [file] [--force]';

function defaultName(kind: 'pglite' | 'postgres'): string {
  const time = new Date().toISOString().replace(/[:.]/g, '-');
  return join('backups', `vitrine-${kind}-${time}.${kind === 'pglite' ? 'tar.gz' : 'pgdump'}`);
}

await runDatabaseCommand(USAGE, async ({ config, files, force }) => {
  if (files.length > 1) throw new ConfigError(USAGE);
  const url = config.databaseUrl;
  const file = resolve(files[0] ?? defaultName(url ? 'postgres' : 'pglite'));
  const bytes = url
    ? await backupPostgres(url, file, force)
    : await backupPglite(config.dataDir, file, force);
  const source = url ? describeDatabaseUrl(url) : join(config.dataDir, 'pglite');
  return `Backed up ${source} to ${file} (${(bytes / 1e6).toFixed(1)} MB).`;
});

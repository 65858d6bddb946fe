/**
 * `npm run db:restore -- <file>`: puts a db:backup file back into an empty target: DATA_DIR/pglite
 * missing or empty (move a damaged one away first), or, with DATABASE_URL, a database without
 * tables. It never replaces a database. Prints the rows restored per table.
 */
import { resolve } from 'node:path';
import { ConfigError } from '../src/server/config';
import { restorePglite } from '../src/server/db/pglite-backup';
import { restorePostgres } from '../src/server/db/postgres-backup';
import { runDatabaseCommand } from './database-command';

const USAGE = 'usage: npm run db:restore -- <file>';

await runDatabaseCommand(USAGE, async ({ config, files }) => {
  const [name] = files;
  if (!name || files.length > 1) throw new ConfigError(USAGE);
  const file = resolve(name);
  const { location, rows } = config.databaseUrl
    ? await restorePostgres(config.databaseUrl, file)
    : await restorePglite(config.dataDir, file);
  const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
  const tables = Object.entries(rows).map(([table, count]) => `  ${table}: ${count}`);
  return [`Restored ${file} into ${location}: ${total} rows.`, ...tables].join('\n');
});

/**
 * Opens the database: the embedded PGlite under `${dataDir}/pglite` by default, or a
 * node-postgres pool when DATABASE_URL is set. Both are handed out as the same drizzle type,
 * so repositories never know which one they talk to; only migrations and closing differ.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database (or a transaction on it: PgTransaction extends PgDatabase). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations, then runs `afterMigrate`, holding a lock across instances. */
  migrate(afterMigrate?: (db: Database) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any 64-bit number works; this one is "vitrine" in ASCII (0x76697472696e65). */
const MIGRATION_LOCK_KEY = '33329996108492389';

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(join(options.dataDir, 'pglite'));
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  // Loaded lazily: the WebAssembly build is only worth its start-up cost when it is used.
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir });
  const db = drizzle({ client, schema });
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite directory, so no cross-instance lock is needed.
    async migrate(afterMigrate) {
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await afterMigrate?.(db);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    // Several instances may start at once behind a load balancer: a session-level advisory
    // lock makes exactly one of them migrate and seed while the others wait, then find the
    // work done.
    async migrate(afterMigrate) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle({ client: lockClient, schema }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
        await afterMigrate?.(db);
      } finally {
        const unlockError = await lockClient
          .query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY])
          .then(
            () => undefined,
            (error: Error) => error,
          );
        // Releasing with an error destroys the connection, and the lock dies with its session.
        lockClient.release(unlockError);
      }
    },
    close: () => pool.end(),
  };
}

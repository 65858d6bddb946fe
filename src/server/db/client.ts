/**
 * Opens the database: the embedded PGlite under `${dataDir}/pglite` by default (locked for this
 * process, and refused when damaged: see open-pglite.ts), or a node-postgres pool when
 * DATABASE_URL is set. Both are handed out as the same drizzle type, so repositories never know
 * which one they talk to; only migrations and closing differ.
 */
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { openPglite } from './open-pglite';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database (or a transaction on it: PgTransaction extends PgDatabase). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** where the data lives, for messages: the PGlite directory, or the URL without its password */
  location: string;
  /**
   * Whether an empty database here is a new one, to be seeded. PGlite: only when this open
   * created its directory; an existing directory without a catalogue has lost it. PostgreSQL:
   * yes, an empty database is how a deployment starts (seeding still refuses one whose other
   * tables hold rows).
   */
  fresh: boolean;
  /** Applies pending migrations, then runs `afterMigrate`, holding a lock across instances. */
  migrate(afterMigrate?: (db: Database) => Promise<void>): Promise<void>;
  /**
   * Calls `onNotification` on each NOTIFY on `channel` (a plain lower-case identifier), from
   * this process or any other on the same database, and whenever one may have been missed
   * (on PostgreSQL, after the listening connection was opened again). Resolves with `stop`.
   */
  listen(
    channel: string,
    onNotification: () => void,
    onError: (error: unknown) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** false for tools that only read (a backup): a missing PGlite database is then an error */
  create?: boolean;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any 64-bit number works; this one is "vitrine" in ASCII (0x76697472696e65). */
const MIGRATION_LOCK_KEY = '33329996108492389';

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openEmbedded(options.dataDir, options.create ?? true);
}

/** The URL as it may be shown: without its password. */
export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

async function openEmbedded(dataDir: string, create: boolean): Promise<DatabaseHandle> {
  // Loaded lazily: the WebAssembly build is only worth its start-up cost when it is used.
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const opened = await openPglite(dataDir, { create });
  const db = drizzle({ client: opened.client, schema });
  return {
    db,
    kind: 'pglite',
    location: opened.pgdata,
    fresh: opened.created,
    // The data-directory lock makes this the only process here: no migration lock is needed.
    async migrate(afterMigrate) {
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await afterMigrate?.(db);
      await opened.markComplete();
    },
    // PGlite delivers the notifications of its own statements: nothing else can write here.
    async listen(channel, onNotification) {
      return opened.client.listen(channel, onNotification);
    },
    close: () => opened.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }, { listenOnPostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
    import('./postgres-listener'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    location: describeDatabaseUrl(url),
    fresh: true,
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
    async listen(channel, onNotification, onError) {
      const listener = listenOnPostgres(url, channel, onNotification, onError);
      return () => listener.close();
    },
    close: () => pool.end(),
  };
}

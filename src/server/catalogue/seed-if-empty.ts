/**
 * First-start seeding: a new database gets the deterministic demo catalogue. Runs under the
 * migration lock (db/client.ts), so of several instances starting together exactly one seeds.
 *
 * "No products" alone does not make a database new. On PGlite only a directory this start
 * created is new: one that existed and lost its catalogue (a truncated table file) is damaged,
 * and seeding it would hide that under a fresh demo shop. On PostgreSQL an empty database is
 * the normal first start, but one whose other tables hold rows (sessions, carts, events) is
 * not empty: it lost its catalogue, or it is someone else's. Either way the start stops.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client';
import { DatabaseStartError, pgliteRecovery } from '../db/database-start-error';
import { countRows } from '../db/table-rows';
import { generateCatalogue } from '../seed/generate-catalogue';
import { countProducts, insertCatalogue } from './repository';

type DatabaseFacts = Pick<DatabaseHandle, 'kind' | 'location' | 'fresh'>;

/** Throws unless the database (which holds no products) is new and empty. */
export async function assertNewDatabase(db: Database, facts: DatabaseFacts): Promise<void> {
  const recovery =
    facts.kind === 'pglite'
      ? pgliteRecovery(facts.location)
      : 'Restore a backup into an empty database (npm run db:restore), or point DATABASE_URL at an empty database.';
  if (!facts.fresh)
    throw new DatabaseStartError(
      'not-new',
      `The database in ${facts.location} has no products, but it is not new: ` +
        `its catalogue is lost. The demo catalogue is written only into a new database.\n${recovery}`,
    );
  const held = Object.entries(await countRows(db)).filter(([, rows]) => rows > 0);
  if (held.length > 0)
    throw new DatabaseStartError(
      'not-new',
      `The database at ${facts.location} has no products, but it is not empty ` +
        `(${held.map(([table, rows]) => `${table}: ${rows} rows`).join(', ')}): ` +
        `its catalogue is lost, or it is another application's. ` +
        `The demo catalogue is written only into an empty database.\n${recovery}`,
    );
}

export async function seedIfEmpty(
  db: Database,
  products: number,
  log: Pick<FastifyBaseLogger, 'info'>,
  facts: DatabaseFacts,
): Promise<void> {
  const existing = await countProducts(db);
  if (existing > 0) {
    log.info({ products: existing }, 'catalogue present, not seeding');
    return;
  }
  await assertNewDatabase(db, facts);
  const started = performance.now();
  const catalogue = generateCatalogue({ products });
  const generated = performance.now();
  await insertCatalogue(db, catalogue);
  log.info(
    {
      products: catalogue.products.length,
      generateMs: Math.round(generated - started),
      insertMs: Math.round(performance.now() - generated),
    },
    'demo catalogue seeded',
  );
}

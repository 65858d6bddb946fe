/**
 * First-start seeding: when the products table is empty, generate the deterministic demo
 * catalogue and write it. Runs under the migration lock (db/client.ts), so of several
 * instances starting together exactly one seeds.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { generateCatalogue } from '../seed/generate-catalogue';
import { countProducts, insertCatalogue } from './repository';

export async function seedIfEmpty(
  db: Database,
  products: number,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const existing = await countProducts(db);
  if (existing > 0) {
    log.info({ products: existing }, 'catalogue present, not seeding');
    return;
  }
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

/**
 * `npm run seed -- --products N [--reset]`: writes the generated demo catalogue into the
 * configured database (PGlite under DATA_DIR, or DATABASE_URL). Without --reset it refuses to
 * touch a database that already holds products, and it writes into a database without products
 * only when that is new (as the server's first start does). The demo campaigns and vouchers are
 * written anew with it (README "Demo promotions"). Stop the server first when using
 * PGlite: one process owns its data directory, and this refuses while the server holds it. A
 * server running on PostgreSQL sees the new catalogue within a second or so (its catalogue view
 * follows the catalogue revision, plugins/catalogue.ts) and rebuilds its search indexes.
 */
import { parseArgs } from 'node:util';
import { countProducts, insertCatalogue, replaceCatalogue } from '../catalogue/repository';
import { assertNewDatabase } from '../catalogue/seed-if-empty';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DatabaseStartError } from '../db/database-start-error';
import { generateCatalogue } from './generate-catalogue';
import { reseedPromotions } from './promotions/seed-promotions';

const USAGE = 'usage: npm run seed -- [--products N] [--reset]';

function parseOptions(defaultProducts: number): { products: number; reset: boolean } {
  let values: { products?: string; reset: boolean };
  try {
    ({ values } = parseArgs({
      options: { products: { type: 'string' }, reset: { type: 'boolean', default: false } },
    }));
  } catch (error) {
    throw new ConfigError(`${(error as Error).message}\n${USAGE}`);
  }
  const products = values.products === undefined ? defaultProducts : Number(values.products);
  if (!Number.isInteger(products) || products < 1) {
    throw new ConfigError(`--products must be a positive whole number\n${USAGE}`);
  }
  return { products, reset: values.reset };
}

async function main(): Promise<number> {
  const config = loadConfig();
  const options = parseOptions(config.seedProducts);
  const handle = await openDatabase(config);
  try {
    let outcome = 0;
    await handle.migrate(async (db) => {
      const existing = await countProducts(db);
      if (existing > 0 && !options.reset) {
        console.error(
          `The database already holds ${existing} products; pass --reset to replace them.`,
        );
        outcome = 1;
        return;
      }
      if (existing === 0) await assertNewDatabase(db, handle);
      const started = performance.now();
      const catalogue = generateCatalogue({ products: options.products });
      await (existing > 0 ? replaceCatalogue : insertCatalogue)(db, catalogue);
      // The demo campaigns name the catalogue's products: they follow it.
      const promotions = await reseedPromotions(db);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `Seeded ${catalogue.products.length} products, ${promotions.campaigns} campaigns and ` +
          `${promotions.vouchers} vouchers into ${handle.kind} in ${seconds} s.`,
      );
    });
    return outcome;
  } finally {
    await handle.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  const told = error instanceof ConfigError || error instanceof DatabaseStartError;
  console.error(told ? error.message : error);
  process.exitCode = 1;
}

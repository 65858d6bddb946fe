/**
 * Writes the generated catalogue into the database and reads it back whole. The search
 * service is built from `loadCatalogue` at start, so what shoppers find is what the database
 * holds, not what the generator happened to produce.
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { brands, prices, products, skus, variants } from '../db/schema';
import { toCatalogueSku, toCatalogueVariant } from './from-rows';
import type { Catalogue, CatalogueProduct } from './types';
import { toRows } from './to-rows';

/**
 * Rows per INSERT. PostgreSQL caps a statement at 65,535 bound parameters; 1,000 rows of the
 * widest table (15 columns) stays well under it while keeping round trips few.
 */
const BATCH_ROWS = 1000;

async function insertInBatches<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await db.insert(table).values(rows.slice(start, start + BATCH_ROWS));
  }
}

async function writeCatalogue(tx: Database, catalogue: Catalogue): Promise<void> {
  const rows = toRows(catalogue);
  await insertInBatches(tx, brands, rows.brands);
  await insertInBatches(tx, products, rows.products);
  await insertInBatches(tx, variants, rows.variants);
  await insertInBatches(tx, skus, rows.skus);
  await insertInBatches(tx, prices, rows.prices);
}

/** Inserts the whole catalogue in one transaction: a failed seed leaves nothing half-written. */
export async function insertCatalogue(db: Database, catalogue: Catalogue): Promise<void> {
  await db.transaction((tx) => writeCatalogue(tx, catalogue));
}

/**
 * Replaces the catalogue, emptying carts (their lines point at the old skus). One
 * transaction: readers see the old catalogue or the new one, never an empty one.
 */
export async function replaceCatalogue(db: Database, catalogue: Catalogue): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate table cart_items, prices, skus, variants, products, brands`);
    await writeCatalogue(tx, catalogue);
  });
}

/**
 * Sets a sku's stock and availability, as a stock feed or a warehouse would. Through the
 * catalogue tables, so the revision trigger tells every server's catalogue view (an
 * availability change; stock alone is read live by the cart and does not move it). False when
 * the catalogue has no such sku.
 */
export async function setSkuStock(
  db: Database,
  sku: string,
  values: { stock: number; availability: number },
): Promise<boolean> {
  const updated = await db
    .update(skus)
    .set(values)
    .where(eq(skus.sku, sku))
    .returning({ sku: skus.sku });
  return updated.length > 0;
}

export async function countProducts(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(products);
  return row?.value ?? 0;
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * Reads every product with its variants, skus and prices, in the order they were written. The
 * reads run one after the other: `db` may be a transaction, one connection (catalogue-snapshot.ts).
 */
export async function loadCatalogue(db: Database): Promise<Catalogue> {
  const brandRows = await db.select().from(brands).orderBy(asc(brands.tag));
  const productRows = await db.select().from(products).orderBy(asc(products.position));
  const variantRows = await db
    .select()
    .from(variants)
    .orderBy(asc(variants.productId), asc(variants.position));
  const skuRows = await db.select().from(skus).orderBy(asc(skus.variantId), asc(skus.position));
  const priceRows = await db.select().from(prices);
  const skusByVariant = groupBy(skuRows, (row) => row.variantId);
  const variantsByProduct = groupBy(variantRows, (row) => row.productId);
  const pricesByProduct = groupBy(priceRows, (row) => row.productId);

  const catalogueProducts = productRows.map((row): CatalogueProduct => {
    const productVariants = (variantsByProduct.get(row.productId) ?? []).map((variant) =>
      toCatalogueVariant(variant, (skusByVariant.get(variant.id) ?? []).map(toCatalogueSku)),
    );
    const productPrices = Object.fromEntries(
      (pricesByProduct.get(row.productId) ?? []).map((price) => [
        price.currency,
        { list: price.list, sale: price.sale },
      ]),
    );
    return {
      productId: row.productId,
      slug: row.slug,
      names: row.names,
      descriptions: row.descriptions,
      brandTag: row.brandTag,
      gender: row.gender,
      garment: row.garment,
      categories: row.categories,
      categoryPageIds: row.categoryPageIds,
      collections: row.collections,
      sizes: row.sizes,
      prices: productPrices,
      finalSale: row.finalSale,
      popularity: row.popularity,
      createdAt: row.createdAt,
      variants: productVariants,
    };
  });
  return { brands: brandRows.map(({ tag, name }) => ({ tag, name })), products: catalogueProducts };
}

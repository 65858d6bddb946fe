/** SQL of the cart: lines per session, and the sku facts the cart rules check. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cartItems, prices, products, sessions, skus, variants } from '../db/schema';

/** What add-to-cart needs to know about a product and sku, for one currency. */
export interface SkuFacts {
  productExists: boolean;
  sku?: {
    productId: string;
    availability: number;
    stock: number;
  };
  /** whether the product has a price in the currency, i.e. is sold on the site */
  priced: boolean;
}

export async function findSkuFacts(
  db: Database,
  productId: string,
  sku: string,
  currency: string,
): Promise<SkuFacts> {
  const [product] = await db
    .select({ priceCurrency: prices.currency })
    .from(products)
    .leftJoin(prices, and(eq(prices.productId, products.productId), eq(prices.currency, currency)))
    .where(eq(products.productId, productId))
    .limit(1);
  if (!product) return { productExists: false, priced: false };
  const [skuRow] = await db
    .select({ productId: skus.productId, availability: skus.availability, stock: skus.stock })
    .from(skus)
    .where(eq(skus.sku, sku))
    .limit(1);
  return {
    productExists: true,
    priced: product.priceCurrency !== null,
    ...(skuRow ? { sku: skuRow } : {}),
  };
}

/**
 * Locks the session row for the rest of the transaction, so the check-then-write cart rules
 * (line limits) of concurrent requests on one cart run one after the other.
 */
export async function lockSession(tx: Database, sessionId: string): Promise<void> {
  await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .for('update');
}

export async function countLines(tx: Database, sessionId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(cartItems)
    .where(eq(cartItems.sessionId, sessionId));
  return row?.value ?? 0;
}

/** A line with the live state of its sku. */
export async function findLine(
  tx: Database,
  sessionId: string,
  where: { sku: string } | { itemId: string },
) {
  const [row] = await tx
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      availability: skus.availability,
      stock: skus.stock,
    })
    .from(cartItems)
    .innerJoin(skus, eq(skus.sku, cartItems.sku))
    .where(
      and(
        eq(cartItems.sessionId, sessionId),
        'sku' in where ? eq(cartItems.sku, where.sku) : eq(cartItems.id, where.itemId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Adds `quantity` of a sku: a new line, or more on the existing one. The increment happens in
 * SQL (ON CONFLICT … quantity + excluded.quantity), so concurrent adds never lose an update.
 */
export async function upsertLine(
  tx: Database,
  line: { sessionId: string; productId: string; sku: string; quantity: number },
): Promise<void> {
  await tx
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.sessionId, cartItems.sku],
      set: {
        quantity: sql`${cartItems.quantity} + excluded.quantity`,
        updatedAt: sql`clock_timestamp()`,
      },
    });
}

export async function setLineQuantity(tx: Database, itemId: string, quantity: number) {
  await tx
    .update(cartItems)
    .set({ quantity, updatedAt: sql`clock_timestamp()` })
    .where(eq(cartItems.id, itemId));
}

export async function deleteLine(tx: Database, itemId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.id, itemId));
}

/**
 * Every line of a cart with what it shows, priced in `currency`, newest first. A product with
 * no price in that currency is not sold on the site, so its line is not listed there.
 */
export async function listLines(db: Database, sessionId: string, currency: string) {
  return db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      sku: cartItems.sku,
      quantity: cartItems.quantity,
      slug: products.slug,
      names: products.names,
      sizes: products.sizes,
      size: skus.size,
      availability: skus.availability,
      shipDateStart: skus.shipDateStart,
      shipDateEnd: skus.shipDateEnd,
      colourSlug: variants.colourSlug,
      colourNames: variants.colourNames,
      images: variants.images,
      list: prices.list,
      sale: prices.sale,
    })
    .from(cartItems)
    .innerJoin(skus, eq(skus.sku, cartItems.sku))
    .innerJoin(variants, eq(variants.id, skus.variantId))
    .innerJoin(products, eq(products.productId, cartItems.productId))
    .innerJoin(
      prices,
      and(eq(prices.productId, cartItems.productId), eq(prices.currency, currency)),
    )
    .where(eq(cartItems.sessionId, sessionId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
}

export type CartLineRow = Awaited<ReturnType<typeof listLines>>[number];

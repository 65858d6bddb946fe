/** Back-in-stock subscriptions: one per email and sku, however often the shopper asks. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { backInStockSubscriptions, skus } from '../db/schema';

export interface Subscription {
  email: string;
  sku: string;
  variantId: string;
  site: string;
  language: string;
}

/** True when the sku is a size of that colour variant. */
export async function skuBelongsToVariant(
  db: Database,
  sku: string,
  variantId: string,
): Promise<boolean> {
  const rows = await db
    .select({ sku: skus.sku })
    .from(skus)
    .where(and(eq(skus.sku, sku), eq(skus.variantId, variantId)))
    .limit(1);
  return rows.length > 0;
}

/** Stores the subscription; `created` is false when the same email already waits for the sku. */
export async function subscribe(db: Database, subscription: Subscription) {
  const inserted = await db
    .insert(backInStockSubscriptions)
    .values(subscription)
    .onConflictDoNothing({
      target: [backInStockSubscriptions.email, backInStockSubscriptions.sku],
    })
    .returning({ id: backInStockSubscriptions.id });
  return { created: inserted.length > 0 };
}
